import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  file: Buffer,
  type: string,
  purpose: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----waypointtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('http surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Plain-HTTP installs get no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('stores a profile picture for its owner and serves it only to signed-in people', async () => {
    const cookie = await signIn(t, '91000001');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      ...multipart(PNG_1x1, 'image/png', 'profile'),
    });
    expect(anon.statusCode).toBe(401);
    const up = multipart(PNG_1x1, 'image/png', 'profile');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: up.payload,
      headers: { ...up.headers, cookie },
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect((await t.call('users.updateLoggedInUserProfilePic', { imageLink: url }, { cookie })).status).toBe(
      200,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const got = await t.app.inject({ url, headers: { cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    // Someone else's upload cannot become my picture.
    const other = await signIn(t, '91000002');
    expect(
      (await t.call('users.updateLoggedInUserProfilePic', { imageLink: url }, { cookie: other })).status,
    ).toBe(400);
  });

  it('refuses a file that is not an image', async () => {
    const cookie = await signIn(t, '91000001');
    const up = multipart(Buffer.from('hello'), 'image/png', 'profile');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: up.payload,
      headers: { ...up.headers, cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('takes feedback from visitors and records page visits of 5 s or more', async () => {
    const fb = await t.call<{ id: number }>('feedback.createNewFeedback', {
      name: 'A Parent',
      email: 'parent@example.com',
      feedback: 'Useful.',
    });
    expect(fb.status).toBe(200);
    const cookie = await signIn(t, '91000001');
    const now = t.clock.now.getTime();
    const short = await t.call<{ recorded: boolean }>(
      'analytics.insertPageAccessRecord',
      {
        pageKey: '/home',
        accessTime: new Date(now - 4000).toISOString(),
        leaveTime: new Date(now).toISOString(),
      },
      { cookie },
    );
    expect(short.data.recorded).toBe(false);
    const long = await t.call<{ recorded: boolean }>(
      'analytics.insertPageAccessRecord',
      {
        pageKey: '/home',
        accessTime: new Date(now - 5000).toISOString(),
        leaveTime: new Date(now).toISOString(),
      },
      { cookie },
    );
    expect(long.data.recorded).toBe(true);
  });
});
