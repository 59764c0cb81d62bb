import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, cleanClientErrorReport, clientErrorPath } from './client-errors.ts';

const report = (over: Partial<Parameters<typeof cleanClientErrorReport>[0]> = {}) =>
  cleanClientErrorReport({ kind: 'error', message: 'x is undefined', path: '/home', ...over });

describe('client error reports', () => {
  it('keep the page name and drop ids, tokens, staff names, the query and the fragment', () => {
    expect(clientErrorPath('/home')).toBe('/home');
    expect(clientErrorPath('/')).toBe('/');
    expect(clientErrorPath('/events/ev_12/u_9fa3?lang=en#top')).toBe('/events/*/*');
    expect(clientErrorPath('/appointment/amy')).toBe('/appointment/*');
    expect(clientErrorPath('/admin/privacy?phone=91234567')).toBe('/admin/*');
    // A first segment that is no page name is dropped too.
    expect(clientErrorPath('/Chan%20Tai%20Man')).toBe('/*');
  });

  it('take out phone numbers, e-mail addresses and HKID numbers from the message and the stack', () => {
    const cleaned = report({
      message: 'No account for 9123 4567 or chan.tm@example.com (A123456(7))',
      stack: 'Error: 91234567\n    at send (https://w.example/assets/index-abc.js?phone=91234567:1:200)',
    });
    expect(cleaned.message).not.toMatch(/9123|chan\.tm|example\.com|A123456/);
    expect(cleaned.message).toContain('[phone]');
    expect(cleaned.message).toContain('[email]');
    expect(cleaned.stack).not.toMatch(/9123/);
    // The query goes, the place in the code stays.
    expect(cleaned.stack).toContain('https://w.example/assets/index-abc.js:1:200');
  });

  it('bound every field', () => {
    const cleaned = report({
      message: 'm'.repeat(5000),
      stack: Array.from({ length: 100 }, (_, i) => `at f${i} (a.js:1:${i})`).join('\n'),
      build: 'index-Ab12.js<script>'.repeat(20),
      path: `/${'a/'.repeat(500)}`,
    });
    expect(cleaned.message.length).toBe(CLIENT_ERROR_LIMITS.message);
    expect(cleaned.stack!.split('\n')).toHaveLength(CLIENT_ERROR_LIMITS.stackLines);
    expect(cleaned.build!.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.build);
    expect(cleaned.build).not.toMatch(/[<>]/);
    expect(cleaned.path.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.path);
    expect(report({ stack: '', build: '' })).toMatchObject({ stack: null, build: null });
  });
});
