import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----waypointvisitor';

/** A browser's multipart body: the purpose field first, then an image of `size` bytes. */
function multipart(purpose: string | null, size: number): { head: Buffer; rest: Buffer } {
  const field = purpose
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`
    : '';
  const head = Buffer.from(
    `${field}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const image = Buffer.concat([PNG_1x1, Buffer.alloc(Math.max(0, size - PNG_1x1.length), 7)]);
  return { head, rest: Buffer.concat([image, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]) };
}

interface Answer {
  status: number;
  body: string;
  /** Whether the answer came while the request body was still being held back. */
  beforeBodySent: boolean;
}

/**
 * Issue 22 item 15: a visitor's upload to /api/files had its connection reset instead of getting 401. Sent
 * here over a real socket (inject cannot show a reset), with a real multipart body of a few MB.
 */
describe('a visitor’s upload over a real connection', () => {
  let t: TestApp;
  let port = 0;
  let student = '';
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    student = await signIn(t, '91000001');
  });
  afterAll(() => t.close());

  /** Posts the head, then (unless `holdBody`) the rest; `holdBody` sends the rest only after an answer. */
  function upload(
    path: string,
    body: { head: Buffer; rest: Buffer },
    o: { lang?: string; cookie?: string; holdBody?: boolean } = {},
  ): Promise<Answer | string> {
    return new Promise((resolve) => {
      let bodySent = false;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          timeout: 15_000,
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'content-length': body.head.length + body.rest.length,
            'x-waypoint-lang': o.lang ?? 'en',
            ...(o.cookie ? { cookie: o.cookie } : {}),
          },
        },
        (res) => {
          const beforeBodySent = !bodySent;
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body: text, beforeBodySent });
            if (o.holdBody) req.destroy();
          });
        },
      );
      req.on('timeout', () => {
        req.destroy();
        resolve('timed out');
      });
      req.on('error', (err) => resolve(`error ${err.message}`));
      req.write(body.head);
      if (!o.holdBody) {
        req.end(body.rest, () => {
          bodySent = true;
        });
      }
    });
  }

  it('answers a visitor’s profile picture 401 in their language instead of resetting the connection', async () => {
    const answer = await upload('/api/files', multipart('profile', 3_000_000));
    expect(answer).toMatchObject({ status: 401, body: JSON.stringify({ message: 'Please log in first.' }) });
    const zh = await upload('/api/files', multipart(null, 3_000_000), { lang: 'zh-HK' });
    expect(zh).toMatchObject({ status: 401 });
    expect(JSON.parse((zh as Answer).body)).toEqual({ message: '請先登入。' });
  });

  it('answers at once, before the image is sent, when the URL names the purpose', async () => {
    const answer = await upload('/api/files?purpose=profile', multipart('profile', 3_000_000), {
      holdBody: true,
    });
    expect(answer).toEqual({
      status: 401,
      body: JSON.stringify({ message: 'Please log in first.' }),
      beforeBodySent: true,
    });
  });

  it('still takes a visitor’s feedback photo and a student’s profile picture', async () => {
    const feedback = await upload('/api/files?purpose=feedback', multipart('feedback', 200_000));
    expect(feedback).toMatchObject({ status: 201 });
    const profile = await upload('/api/files?purpose=profile', multipart('profile', 200_000), {
      cookie: student,
    });
    expect(profile).toMatchObject({ status: 201 });
    const mismatch = await upload('/api/files?purpose=feedback', multipart('profile', 1_000));
    expect(mismatch).toMatchObject({
      status: 400,
      body: JSON.stringify({ message: 'Please check purpose: it is not in a form this screen accepts.' }),
    });
  });
});
