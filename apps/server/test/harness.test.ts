import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, procedureType, signIn, type TestApp } from './harness.ts';

// Issue 29 item 9: the harness sends each call as the router declares it. It once guessed from the name
// (get…/list…/load…/query… meant a query), so a query named otherwise was POSTed and refused.
describe('the test harness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('takes the call type from the router', () => {
    expect(procedureType('privacy.findPeople')).toBe('query');
    expect(procedureType('admission.getParentView')).toBe('query');
    expect(procedureType('users.updateUser')).toBe('mutation');
    expect(procedureType('events.onUserUsersChange')).toBe('subscription');
    expect(() => procedureType('users.noSuchProcedure')).toThrow('no procedure users.noSuchProcedure');
  });

  it('calls a query whose name does not say so as a query', async () => {
    const admin = await signIn(t, '90000001');
    const res = await t.call<{ phone: string | null }[]>(
      'privacy.findPeople',
      { query: '91000001' },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(res.data.map((p) => p.phone)).toContain('91000001');
  });
});
