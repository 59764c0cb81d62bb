import { describe, expect, it } from 'vitest';
import { clientErrorPayload } from './client-errors';

const page = { pathname: '/events/ev_12/u_9fa3', build: 'index-B2x9.js' };

describe('the web error report', () => {
  it('names the error, its place in the code, the page and the build', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'name')");
    error.stack = `${error.name}: ${error.message}\n    at EventCard (https://w.example/assets/events-x1.js:1:200)`;
    expect(clientErrorPayload('render', error, page)).toEqual({
      kind: 'render',
      message: "TypeError: Cannot read properties of undefined (reading 'name')",
      stack:
        "TypeError: Cannot read properties of undefined (reading 'name')\nat EventCard (https://w.example/assets/events-x1.js:1:200)",
      path: '/events/*/*',
      build: 'index-B2x9.js',
    });
  });

  it('holds no phone number, e-mail address, query or later path segment', () => {
    const error = new Error('No account for 61234567 (chan.tm@example.com)');
    error.stack = 'Error\n    at f (https://w.example/assets/a.js?t=91234567:1:2)';
    const report = clientErrorPayload('error', error, { pathname: '/appointment/amy', build: null });
    const text = JSON.stringify(report);
    for (const leak of ['61234567', '91234567', 'chan.tm', 'example.com', 'amy'])
      expect(text).not.toContain(leak);
    expect(report.message).toBe('Error: No account for [phone] ([email])');
    expect(report.path).toBe('/appointment/*');
  });

  it('reports a rejection with no Error in it', () => {
    expect(clientErrorPayload('rejection', 'quota exceeded', page)).toMatchObject({
      message: 'quota exceeded',
      stack: null,
    });
    expect(clientErrorPayload('rejection', { status: 404, statusText: 'Not Found' }, page).message).toBe(
      '{"status":404,"statusText":"Not Found"}',
    );
    expect(clientErrorPayload('rejection', undefined, page).message).toBe('undefined');
  });
});
