import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { schema } from '@waypoint/db';
import { fileIdFromUrl } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres-storage.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { files, storedFiles } = schema;

/** A real PNG signature and header followed by random bytes: past the image check, and not all ASCII. */
const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(700 * 1024),
]);

function multipart(bytes: Buffer) {
  const boundary = '----waypointstore';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nprofile\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploads kept in the database files store (issue 26 item 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    t.deps.storage = new PostgresStorage(t.database.db);
  });
  afterAll(() => t.close());

  it('stores a profile picture in the database and serves the same bytes back', async () => {
    const cookie = await signIn(t, '91000001');
    const up = multipart(PICTURE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: up.payload,
      headers: { ...up.headers, cookie },
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, fileIdFromUrl(url)!));
    // The bytes are in the database, in several chunks, and nothing went to the directory.
    const [stored] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, row!.storageKey));
    expect(stored).toMatchObject({ size: PICTURE.length, chunkCount: 3 });
    const dir = t.deps.config.storageDir;
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);

    expect((await t.call('users.updateLoggedInUserProfilePic', { imageLink: url }, { cookie })).status).toBe(
      200,
    );
    const got = await t.app.inject({ url, headers: { cookie: await signIn(t, '91000002') } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PICTURE)).toBe(true);
  });

  it('removes the bytes from the database when a new picture replaces the old one', async () => {
    const cookie = await signIn(t, '91000003');
    const urls: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const up = multipart(PICTURE);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: up.payload,
        headers: { ...up.headers, cookie },
      });
      urls.push((res.json() as { url: string }).url);
      await t.call('users.updateLoggedInUserProfilePic', { imageLink: urls[i] }, { cookie });
    }
    const [first] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, fileIdFromUrl(urls[0]!)!));
    expect(
      await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, first!.storageKey)),
    ).toEqual([]);
    expect((await t.app.inject({ url: urls[1]!, headers: { cookie } })).rawPayload.equals(PICTURE)).toBe(
      true,
    );
  });

  it('answers a record whose bytes are gone with 404, not 500', async () => {
    const cookie = await signIn(t, '91000004');
    const up = multipart(PICTURE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: up.payload,
      headers: { ...up.headers, cookie },
    });
    const { url } = res.json() as { url: string };
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, fileIdFromUrl(url)!));
    await t.deps.storage.remove(row!.storageKey);
    const got = await t.app.inject({ url, headers: { cookie } });
    expect(got.statusCode).toBe(404);
    expect(got.json()).toEqual({ message: expect.any(String) });
    expect(got.body).not.toContain(row!.storageKey);
  });
});
