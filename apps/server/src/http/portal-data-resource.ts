import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '@waypoint/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadPortalData } from '../services/programs/load-portal-data.ts';

export const PORTAL_DATA_PATH = '/api/reference/portal-data';

interface EncodedPortalData {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

// Built once per database handle, like the portal data itself: the reference data does not change while the
// process runs, so its bytes, their hash and their compressed forms do not either.
const cache = new WeakMap<Db, Promise<EncodedPortalData>>();

async function encode(db: Db): Promise<EncodedPortalData> {
  const identity = Buffer.from(JSON.stringify(await loadPortalData(db)));
  // The hash of the bytes, so that every process serving the same data names it alike.
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    promisify(gzip)(identity, { level: 9 }),
  ]);
  return { etag, identity, br, gzip: gz };
}

/** The encoded portal data; the first call builds it (a second or two of brotli at quality 11). */
export function encodedPortalData(db: Db): Promise<EncodedPortalData> {
  let pending = cache.get(db);
  if (!pending) {
    pending = encode(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

function pickEncoding(req: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const offers = accepted.split(',').map((part) => {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim(), q: q ? Number(q.slice(2)) : 1 };
  });
  const ok = (name: string) => offers.some((o) => o.name === name && o.q > 0);
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The public reference data (programmes, institutions, subjects, disciplines) as a plain HTTP resource,
 * apart from the private tRPC reads: the same bytes for everyone, compressed once, with an ETag, so a
 * browser keeps it and asks again with If-None-Match (a 304 of no body). programs.getPortalData still
 * answers the same data for callers of the API.
 */
export function registerPortalDataResource(app: FastifyInstance, db: Db): void {
  app.get(PORTAL_DATA_PATH, { compress: false }, async (req, reply) => {
    const data = await encodedPortalData(db);
    reply
      .header('etag', data.etag)
      .header('vary', 'accept-encoding')
      // Public data, revalidated on each use: a restart with new reference data is seen at once.
      .header('cache-control', 'public, no-cache');
    const known = req.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === data.etag)) {
      return reply.code(304).send();
    }
    const encoding = pickEncoding(req);
    reply.header('content-type', 'application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(data[encoding]);
  });
}
