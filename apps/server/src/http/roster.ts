import type {} from '@fastify/multipart';
import { isRosterRole, ROSTER_MAX_FILE_BYTES } from '@waypoint/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n/translate.ts';
import { AppError } from '../services/errors.ts';
import { previewClassList } from '../services/roster/preview-class-list.ts';
import { readClassList } from '../services/roster/read-class-list.ts';
import { mayKeepClassListOf } from '../services/roster/roster-access.ts';
import { schoolExists } from '../services/roster/roster-rows.ts';
import { createContext } from '../trpc/context.ts';
import { fieldLabel } from '../trpc/raw-input.ts';

const STATUS: Record<string, number> = { BAD_REQUEST: 400, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

/**
 * Issue 27 item 1: the class-list preview. A file is multipart, which tRPC does not carry, so the upload is
 * its own route; the import itself is the tRPC mutation roster.importList with the rows the person fixed.
 * Nothing is stored here, not even the file.
 */
export function registerRosterRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Params: { schoolId: string }; Querystring: { role?: unknown } }>(
    '/api/schools/:schoolId/roster/preview',
    async (req, reply) => {
      const ctx = await createContext(deps, req, reply);
      // A refused upload's body is left unread (as in files.ts): the answer closes the connection.
      const refuse = (status: number, key: string, vars?: Record<string, string | number>) =>
        reply
          .code(status)
          .header('connection', 'close')
          .send({ message: translate(ctx.lang, key, vars) });
      if (!ctx.user) return refuse(401, 'errors.unauthorized');
      const role = req.query.role;
      if (!isRosterRole(role))
        return refuse(400, 'errors.invalidInput', { field: fieldLabel(ctx.lang, 'role') });
      const { schoolId } = req.params;
      if (!(await schoolExists(deps.db, schoolId))) return refuse(404, 'errors.notFound');
      if (!mayKeepClassListOf(ctx.user, schoolId)) return refuse(403, 'errors.forbidden');
      const declared = Number(req.headers['content-length'] ?? 0);
      // Refused before reading: a 10 MB limit is for the file, and the form around it is a few hundred bytes.
      if (declared > ROSTER_MAX_FILE_BYTES + 64 * 1024)
        return refuse(413, 'errors.rosterTooLarge', { max: ROSTER_MAX_FILE_BYTES / (1024 * 1024) });
      const part = await req
        .file({ limits: { fileSize: ROSTER_MAX_FILE_BYTES, files: 1 } })
        .catch(() => 'unreadable' as const);
      if (part === 'unreadable') return refuse(400, 'errors.uploadUnreadable');
      if (!part) return refuse(400, 'errors.rosterNotSpreadsheet');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => err);
      if (!Buffer.isBuffer(bytes) && bytes.code !== 'FST_REQ_FILE_TOO_LARGE')
        return refuse(400, 'errors.uploadUnreadable');
      if (!Buffer.isBuffer(bytes) || part.file.truncated)
        return refuse(413, 'errors.rosterTooLarge', { max: ROSTER_MAX_FILE_BYTES / (1024 * 1024) });
      try {
        const file = await readClassList(bytes);
        const preview = await previewClassList(deps.db, { schoolId, role, file });
        return reply.send({ fileName: part.filename, ...preview });
      } catch (err) {
        if (err instanceof AppError)
          return reply
            .code(STATUS[err.code] ?? 400)
            .send({ message: translate(ctx.lang, err.messageKey, err.vars) });
        throw err;
      }
    },
  );
}
