import type { DbOrTx } from '@waypoint/db';
import { SLP_WHATSAPP_LIMIT, SLP_WHATSAPP_WINDOW_MS } from '@waypoint/domain';
import { hitLimit } from '../../auth/sign-in-limits.ts';
import { keyedHash } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

/**
 * Counts one send of a student's SLP to WhatsApp, or refuses it (429) past the domain's limit. The count
 * lives in the database's fixed-window counters (the sign-in limits' table), so it holds across server
 * processes; it is kept per student, whoever presses the button, because it protects the recipient.
 */
export async function takeSlpWhatsAppSend(
  db: DbOrTx,
  { studentId, secret, now }: { studentId: string; secret: string; now: Date },
): Promise<void> {
  const within = await hitLimit(db, {
    key: keyedHash(secret, `slp-whatsapp:${studentId}`),
    limit: SLP_WHATSAPP_LIMIT.sends,
    windowMs: SLP_WHATSAPP_WINDOW_MS,
    now,
  });
  if (!within)
    fail('TOO_MANY_REQUESTS', 'errors.slpWhatsAppLimit', {
      vars: { max: SLP_WHATSAPP_LIMIT.sends, minutes: SLP_WHATSAPP_LIMIT.windowMinutes },
    });
}
