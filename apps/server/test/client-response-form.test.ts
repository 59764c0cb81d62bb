import { DEMO_EVENT_IDS, seedDemoEvents, seedTeacherOptions } from '@waypoint/db';
import { responseFormBlock, visibleResponseOptions } from '@waypoint/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { hkAt } from './teacher-events-fixtures.ts';

interface Form {
  options: {
    id: string;
    immediateAction: string | null;
    targetRole: string | null;
    excludingServiceIds: string[];
    showIfExistSessions: boolean;
    isProposeDate: boolean;
    isInternal: boolean;
  }[];
  context: { service: { id: string; clientId: string | null; isAllowProposeDates: boolean } | null };
}

/** Issue 24 item 1: a university client opening its organisation's event has something to answer. */
describe('the response form of a university client', () => {
  let t: TestApp;
  let client: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    await seedTeacherOptions(t.deps.db);
    client = await signIn(t, '93000001');
  });
  afterAll(() => t.close());

  const formOf = async (sessionId: string) =>
    (await t.call<Form>('teacher.getTeacherResponses', { sessionId }, { cookie: client })).data;
  const offered = (form: Form) =>
    visibleResponseOptions(form.options, {
      serviceId: form.context.service?.id ?? null,
      isAllowProposeDates: form.context.service?.isAllowProposeDates ?? false,
      isClientView: true,
      isAdmin: false,
      hasSessions: true,
    });

  it('offers proposing dates on the campus visit of its own organisation, and takes the answer', async () => {
    const form = await formOf(DEMO_EVENT_IDS.campusVisit);
    expect(form.context.service).toMatchObject({ clientId: 'demo-harbour-uni', isAllowProposeDates: true });
    expect(offered(form).map((o) => o.id)).toEqual(['tr-propose-dates']);
    expect(
      responseFormBlock({
        offered: offered(form).length,
        isClientView: true,
        ownService: form.context.service?.clientId === 'demo-harbour-uni',
        isAllowProposeDates: true,
      }),
    ).toBeNull();
    const res = await t.call<{ id: number }>(
      'teacher.upsertTeacherResponse',
      {
        sessionId: DEMO_EVENT_IDS.campusVisit,
        optionId: 'tr-propose-dates',
        questionAnswers: [{ questionId: 'tr-q-preferred-dates', answer: hkAt(t, 3, 10, 0) }],
      },
      { cookie: client },
    );
    expect(res.error).toBeNull();
  });

  it("says why on another organisation's session instead of an empty form", async () => {
    const form = await formOf(DEMO_EVENT_IDS.workshop2);
    expect(form.context.service?.clientId).toBe('demo-lion-rock-tech');
    expect(
      responseFormBlock({
        offered: offered(form).length,
        isClientView: true,
        ownService: form.context.service?.clientId === 'demo-harbour-uni',
        isAllowProposeDates: form.context.service?.isAllowProposeDates ?? false,
      }),
    ).toBe('otherOrganisation');
  });
});
