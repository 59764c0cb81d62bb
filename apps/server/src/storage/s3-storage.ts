import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, FileMissingError, lazyStream, type Storage } from './storage.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

export interface S3Settings {
  /** Unset: Amazon S3 itself; otherwise the service's address (MinIO, Ceph, R2, …). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own search (AWS_* variables, the instance's role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key) instead of the host name: most self-hosted services. */
  forcePathStyle: boolean;
  /** Put before every key, so that one bucket can hold other things too ("waypoint/"). */
  prefix: string;
}

/**
 * Files in a bucket of any S3-compatible service. The SDK is loaded only when this store is chosen: it
 * takes a quarter of a second to load, which every start would otherwise pay.
 */
export class S3Storage implements Storage {
  private constructor(
    private readonly sdk: Sdk,
    readonly client: S3Client,
    private readonly settings: S3Settings,
  ) {}

  static async open(settings: S3Settings): Promise<S3Storage> {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // The SDK's newer default checksums (CRC32 headers and trailers) are refused or mishandled by several
      // S3-compatible services; the signed payload hash still guards each upload on the way.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3Storage(sdk, client, settings);
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${checkKey(key)}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  read(key: string): Readable {
    const params = { Bucket: this.settings.bucket, Key: this.objectKey(key) };
    const { client, sdk } = this;
    return lazyStream(async function* () {
      const answer = await client.send(new sdk.GetObjectCommand(params)).catch((err: unknown) => {
        throw isMissing(err) ? new FileMissingError(key, 's3') : err;
      });
      // In Node the body is the response itself: read piece by piece as the reader asks.
      yield* answer.Body as Readable;
    });
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
