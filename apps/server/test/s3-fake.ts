import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/storage/s3-storage.ts';

export interface FakeS3 {
  settings: S3Settings;
  /** The S3_* variables that point a server process at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver: an S3 server in this process on a free loopback port, over real HTTP with signed requests (it
 * checks the signature against its own key pair S3RVER/S3RVER), its objects in a temporary directory.
 */
export async function startFakeS3(bucket = 'waypoint-test'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'wp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'uploads/',
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: settings.prefix,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
