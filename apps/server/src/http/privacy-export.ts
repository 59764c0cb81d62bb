import { Readable } from 'node:stream';
import { hkDateString } from '@waypoint/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { type Lang, toLang, translate } from '../i18n/translate.ts';
import { AppError } from '../services/errors.ts';
import { exportArchive } from '../services/privacy/export-archive.ts';
import { takePrivacyExport } from '../services/privacy/export-limit.ts';
import { findExportPerson } from '../services/privacy/export-subject.ts';
import { recordStaffAccess } from '../services/privacy/staff-access.ts';
import { createContext } from '../trpc/context.ts';

type ExportRequest = FastifyRequest<{ Params: { userId?: string }; Querystring: { lang?: unknown } }>;

/**
 * Download my data (PDPO DPP6, issue 23 item 2; docs/privacy.md "Access"):
 * - GET /api/privacy/export — the signed-in person's own archive;
 * - GET /api/privacy/export/:userId — an admin's export of anyone's, recorded in the staff access log.
 * Under /api so that no cache keeps it (api-answers.ts) and the dev server forwards it. The archive streams
 * as it is built: no size cap (the tRPC answer cap does not apply to plain routes) and no compression (a
 * ZIP is compressed already, and compressing would only add work).
 */
export function registerPrivacyExport(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/privacy/export', { compress: false }, (req: ExportRequest, reply) =>
    sendExport(deps, req, reply),
  );
  app.get('/api/privacy/export/:userId', { compress: false }, (req: ExportRequest, reply) =>
    sendExport(deps, req, reply),
  );
}

async function sendExport(deps: AppDeps, req: ExportRequest, reply: FastifyReply) {
  const ctx = await createContext(deps, req, reply);
  const refuse = (status: number, key: string, vars?: Record<string, string | number>) =>
    reply.code(status).send({ message: translate(ctx.lang, key, vars) });
  if (!ctx.user || !ctx.session) {
    if (ctx.sessionProblem === 'disabled') return refuse(403, 'errors.accessDisabled');
    return refuse(401, ctx.sessionProblem === 'expired' ? 'errors.sessionExpired' : 'errors.unauthorized');
  }
  // A one-time link opens an account for a short look (a parent shown a plan); it does not hand the
  // account's whole data to whoever holds the link.
  if (ctx.session.oneTime) return refuse(403, 'errors.privacyExportOneTime');
  const named = req.params.userId;
  if (named !== undefined && !ctx.user.isAdmin) return refuse(403, 'errors.forbidden');
  const userId = named ?? ctx.user.row.id;
  if (!z.uuid().safeParse(userId).success) return refuse(404, 'errors.privacyPersonNotFound');
  const person = await findExportPerson(deps.db, userId);
  if (!person) return refuse(404, 'errors.privacyPersonNotFound');
  const now = deps.now();
  try {
    await takePrivacyExport(deps.db, { actorId: ctx.user.row.id, secret: deps.secret, now });
  } catch (err) {
    if (err instanceof AppError) return refuse(429, err.messageKey, err.vars);
    throw err;
  }
  const byAdmin = person.id !== ctx.user.row.id;
  // Recorded before the first byte: a download broken off has still shown what it showed.
  if (byAdmin)
    await recordStaffAccess(
      deps.db,
      ctx.user,
      { area: 'export', action: 'export', studentIds: [person.id] },
      now,
    );
  // The web page's language rides in ?lang= (a plain link sends no language header); a repeated one is ignored.
  const asked = typeof req.query.lang === 'string' ? toLang(req.query.lang) : undefined;
  const lang: Lang = byAdmin ? (toLang(person.preferredLang) ?? asked ?? ctx.lang) : (asked ?? ctx.lang);
  const archive = exportArchive({ db: deps.db, storage: deps.storage, who: person, lang, now, byAdmin });
  const stream = Readable.from(archive, { objectMode: false, highWaterMark: 64 * 1024 });
  stream.on('error', (err) => req.log.error({ err }, 'privacy export failed part-way'));
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="waypoint-data-${hkDateString(now)}.zip"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
