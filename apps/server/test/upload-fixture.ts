import type { FastifyInstance } from 'fastify';

/** The smallest real PNG (1×1): passes the upload route's magic-byte check. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const BOUNDARY = '----waypointtestupload';

/** A picture uploaded through `POST /api/files` as the browser sends it. */
export function uploadPicture(
  app: FastifyInstance,
  opts: { cookie?: string; purpose?: string; bytes?: Buffer } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${opts.purpose ?? 'profile'}\r\n`,
      ),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      opts.bytes ?? PNG_1x1,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}
