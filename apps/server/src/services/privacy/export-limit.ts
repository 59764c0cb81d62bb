import type { DbOrTx } from '@waypoint/db';
import { hitLimit } from '../../auth/sign-in-limits.ts';
import { keyedHash } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

/**
 * Downloads of one's data per person: an archive reads every table and may stream megabytes, so a few an
 * hour is plenty for a person and keeps one account from loading the server. An admin's exports count
 * against the admin.
 */
export const PRIVACY_EXPORT_LIMIT = { exports: 5, windowMinutes: 60 } as const;

/**
 * Counts one export by `actorId`, or refuses it (429). The count lives in the database's fixed-window
 * counters (the sign-in limits' table), so it holds across server processes.
 */
export async function takePrivacyExport(
  db: DbOrTx,
  { actorId, secret, now }: { actorId: string; secret: string; now: Date },
): Promise<void> {
  const within = await hitLimit(db, {
    key: keyedHash(secret, `privacy-export:${actorId}`),
    limit: PRIVACY_EXPORT_LIMIT.exports,
    windowMs: PRIVACY_EXPORT_LIMIT.windowMinutes * 60_000,
    now,
  });
  if (!within)
    fail('TOO_MANY_REQUESTS', 'errors.privacyExportLimit', {
      vars: { max: PRIVACY_EXPORT_LIMIT.exports, minutes: PRIVACY_EXPORT_LIMIT.windowMinutes },
    });
}
