// Type-only: brings request.file() into scope when compiled from the web project.

import { randomUUID } from 'node:crypto';
import type {} from '@fastify/multipart';
import { schema } from '@waypoint/db';
import { fileUrl } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n/translate.ts';
import { uploaderKey, withinUploadQuota } from '../storage/uploads.ts';
import { createContext } from '../trpc/context.ts';
import { fieldLabel } from '../trpc/raw-input.ts';

const { files } = schema;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const PURPOSES = new Set(['profile', 'feedback']);

/** Our file ids are random UUIDs; anything else is not looked up (PostgreSQL would refuse it with an error). */
const fileId = z.uuid();

/**
 * Uploads are images only (profile pictures need a signed-in user; feedback photos may come from visitors),
 * and reading follows who may see them: profile pictures any signed-in user, feedback photos their owner
 * and admins.
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Querystring: { purpose?: unknown } }>('/api/files', async (req, reply) => {
    const ctx = await createContext(deps, req, reply);
    // A refused upload's body is left unread: the answer closes the connection, so the server reads no more
    // of it and the browser gets the answer instead of a reset connection (issue 22 item 15).
    const refuse = (status: number, key: string, vars?: Record<string, string>) =>
      reply
        .code(status)
        .header('connection', 'close')
        .send({ message: translate(ctx.lang, key, vars) });
    // The purpose in the URL is known before the body: a visitor's profile upload is answered at once.
    const named = req.query.purpose;
    if (named !== undefined && !PURPOSES.has(String(named)))
      return refuse(400, 'errors.invalidInput', { field: fieldLabel(ctx.lang, 'purpose') });
    if (named === 'profile' && !ctx.user) return refuse(401, 'errors.unauthorized');
    // A body that is not multipart, or a malformed one, is the sender's fault: 400, not the parser's 500.
    const part = await req
      .file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
      .catch(() => 'unreadable' as const);
    if (part === 'unreadable') return refuse(400, 'errors.uploadUnreadable');
    if (!part) return refuse(400, 'errors.fileNotImage');
    const purposeField = part.fields.purpose;
    const inBody =
      purposeField && !Array.isArray(purposeField) && purposeField.type === 'field'
        ? String(purposeField.value)
        : undefined;
    const purpose = inBody ?? (named as string | undefined) ?? 'profile';
    if (!PURPOSES.has(purpose) || (named !== undefined && inBody !== undefined && named !== inBody))
      return refuse(400, 'errors.invalidInput', { field: fieldLabel(ctx.lang, 'purpose') });
    if (purpose === 'profile' && !ctx.user) return refuse(401, 'errors.unauthorized');
    const ext = IMAGE_TYPES[part.mimetype];
    if (!ext) return refuse(400, 'errors.fileNotImage');
    const bytes = await part.toBuffer().catch((err: { code?: string }) => err);
    if (!Buffer.isBuffer(bytes) && bytes.code !== 'FST_REQ_FILE_TOO_LARGE')
      return refuse(400, 'errors.uploadUnreadable');
    if (!Buffer.isBuffer(bytes) || part.file.truncated) return refuse(413, 'errors.fileTooLarge');
    if (!looksLikeImage(bytes, part.mimetype)) return refuse(400, 'errors.fileNotImage');
    const byAddress = uploaderKey(deps.secret, ctx.ip);
    if (!(await withinUploadQuota(deps.db, { key: byAddress, size: bytes.length, now: deps.now() })))
      return refuse(429, 'errors.uploadQuota');
    const id = randomUUID();
    const storageKey = `${id}.${ext}`;
    await deps.storage.put(storageKey, bytes);
    deps.metrics.uploads.inc();
    deps.metrics.uploadBytes.inc(bytes.length);
    await deps.db.insert(files).values({
      id,
      ownerId: ctx.user?.row.id ?? null,
      purpose,
      mimeType: part.mimetype,
      size: bytes.length,
      storageKey,
      uploaderKey: byAddress,
      createdAt: deps.now(),
    });
    return reply.code(201).send({ url: fileUrl(id) });
  });

  app.get<{ Params: { id: string } }>('/files/:id', async (req, reply) => {
    const ctx = await createContext(deps, req, reply);
    const id = req.params.id;
    if (!fileId.safeParse(id).success) return reply.code(404).send();
    const [row] = await deps.db.select().from(files).where(eq(files.id, id));
    if (!row || row.deletedAt) return reply.code(404).send();
    const user = ctx.user;
    const allowed =
      row.purpose === 'profile'
        ? user !== null
        : user !== null && (user.isAdmin || user.row.id === row.ownerId);
    if (!allowed) return reply.code(user ? 403 : 401).send();
    reply.header('cache-control', 'private, max-age=86400');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type(row.mimeType).send(deps.storage.read(row.storageKey));
  });
}

/** Checks the magic bytes: the declared type alone is the client's word. */
function looksLikeImage(b: Buffer, mime: string): boolean {
  if (mime === 'image/jpeg') return b[0] === 0xff && b[1] === 0xd8;
  if (mime === 'image/png')
    return b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (mime === 'image/gif') return b.subarray(0, 3).toString('latin1') === 'GIF';
  if (mime === 'image/webp')
    return b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
  return false;
}
