import { existsSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@waypoint/db';
import { fileIdFromUrl } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnattachedUploads, UPLOAD_QUOTA } from '../src/storage/uploads.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { files } = schema;
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const boundary = '----waypointuploads';
const payload = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nfeedback\r\n`),
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG_1x1,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

describe('anonymous uploads: quota, ownership, sweep (issue 9 item 9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const upload = (ip: string, o: { lang?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/files',
      remoteAddress: ip,
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-waypoint-lang': o.lang ?? 'en',
        ...(o.cookie ? { cookie: o.cookie } : {}),
      },
    });
  const feedback = async (ip: string, photoLink: string, cookie?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/feedback.createNewFeedback',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({
        name: 'A Parent',
        email: 'parent@example.com',
        feedback: 'See photo.',
        photoLink,
      }),
    });
    return {
      status: res.statusCode,
      message: (res.json() as { error?: { message: string } }).error?.message,
    };
  };

  it('stops an address at its daily quota with a message in the user’s language', async () => {
    for (let i = 0; i < UPLOAD_QUOTA.files; i++) expect((await upload('203.0.113.7')).statusCode).toBe(201);
    const over = await upload('203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: 'You have uploaded too many files today. Please try again tomorrow.',
    });
    expect((await upload('203.0.113.7', { lang: 'zh-HK' })).json()).toEqual({
      message: '你今天上載的檔案太多，請明天再試。',
    });
    // Another address is not held back, and the quota frees after a day.
    expect((await upload('203.0.113.8')).statusCode).toBe(201);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await upload('203.0.113.7')).statusCode).toBe(201);
  });

  it('lets feedback attach only a photo its sender uploaded, and only once', async () => {
    const { url } = (await upload('198.51.100.1')).json() as { url: string };
    expect(await feedback('198.51.100.2', url)).toEqual({
      status: 400,
      message: 'The file link is not valid.',
    });
    expect((await feedback('198.51.100.1', url)).status).toBe(200);
    expect((await feedback('198.51.100.1', url)).status).toBe(400);
    // A signed-in person's upload is theirs alone, even for someone else on the same address.
    const mine = await signIn(t, '91000001');
    const other = await signIn(t, '91000002');
    const signedIn = (await upload('198.51.100.3', { cookie: mine })).json() as { url: string };
    expect((await feedback('198.51.100.3', signedIn.url, other)).status).toBe(400);
    expect((await feedback('198.51.100.3', signedIn.url)).status).toBe(400);
    expect((await feedback('198.51.100.9', signedIn.url, mine)).status).toBe(200);
  });

  it('sweeps uploads no record claimed within a day and keeps claimed ones', async () => {
    const kept = ((await upload('192.0.2.1')).json() as { url: string }).url;
    const dropped = ((await upload('192.0.2.1')).json() as { url: string }).url;
    expect((await feedback('192.0.2.1', kept)).status).toBe(200);
    const keyOf = async (url: string) =>
      (
        await t.deps.db
          .select()
          .from(files)
          .where(eq(files.id, fileIdFromUrl(url)!))
      )[0]?.storageKey;
    const droppedKey = (await keyOf(dropped))!;
    const onDisk = (key: string) => existsSync(path.join(t.deps.config.storageDir, key));
    expect(onDisk(droppedKey)).toBe(true);
    // Not yet a day old: nothing goes.
    t.clock.advance(23 * 3_600_000);
    await sweepUnattachedUploads(t.deps.db, t.deps.storage, t.clock.now);
    expect(await keyOf(dropped)).toBeDefined();
    t.clock.advance(2 * 3_600_000);
    expect(await sweepUnattachedUploads(t.deps.db, t.deps.storage, t.clock.now)).toBeGreaterThanOrEqual(1);
    expect(await keyOf(dropped)).toBeUndefined();
    expect(onDisk(droppedKey)).toBe(false);
    expect(await keyOf(kept)).toBeDefined();
    expect(onDisk((await keyOf(kept))!)).toBe(true);
  });
});
