import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenDb } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { type FakeS3, startFakeS3 } from './s3-fake.ts';
import { type SpawnedServer, spawnServer } from './server-process.ts';

const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(300 * 1024),
]);

describe('a server process whose files store is an S3 bucket (issue 26 item 1)', () => {
  let s3: FakeS3;
  let pg: OpenDb | undefined;
  let server: SpawnedServer | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-s3-server-'));

  beforeAll(async () => {
    s3 = await startFakeS3();
    if (process.env.DATABASE_URL) pg = await createTestDb();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await pg?.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an uploaded picture in the bucket and serves it back from there', {
    timeout: 180_000,
  }, async () => {
    server = await spawnServer({
      databaseUrl: pg?.pool?.options.connectionString,
      dataDir,
      env: { STORAGE: 's3', ...s3.env },
    });
    const signedIn = await fetch(`${server.url}/api/trpc/auth.loginWithPhone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en' },
      body: JSON.stringify({ phone: '91000001' }),
    });
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
    expect(cookie, await signedIn.clone().text()).toBeDefined();
    const form = new FormData();
    form.append('purpose', 'profile');
    form.append('file', new Blob([PICTURE], { type: 'image/png' }), 'me.png');
    const up = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      body: form,
      headers: { cookie: cookie! },
    });
    expect(up.status, server.output()).toBe(201);
    const { url } = (await up.json()) as { url: string };
    const got = await fetch(`${server.url}${url}`, { headers: { cookie: cookie! } });
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PICTURE)).toBe(true);
    // The bytes are in the bucket, under the prefix, and not in the data directory.
    const bucket = await S3Storage.open(s3.settings);
    const listed = await bucket.client.send(
      new (await import('@aws-sdk/client-s3')).ListObjectsV2Command({ Bucket: s3.settings.bucket }),
    );
    bucket.close();
    expect(listed.Contents?.map((o) => o.Key)).toEqual([
      expect.stringMatching(/^uploads\/[0-9a-f-]{36}\.png$/),
    ]);
    expect(listed.Contents?.[0]?.Size).toBe(PICTURE.length);
    expect(readdirSync(dataDir)).not.toContain('files');
  });
});
