import { type DbOrTx, schema } from '@waypoint/db';
import type { DigestChannel } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { randomToken } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

const { nextStepDigests, users } = schema;

export interface DigestSettings {
  enabled: boolean;
  channel: DigestChannel;
}

/** A person's weekly digest setting; off (on WhatsApp, were it turned on) when they never set it. */
export async function getDigestSettings(db: DbOrTx, userId: string): Promise<DigestSettings> {
  const [row] = await db
    .select({ enabled: nextStepDigests.enabled, channel: nextStepDigests.channel })
    .from(nextStepDigests)
    .where(eq(nextStepDigests.userId, userId));
  return { enabled: row?.enabled ?? false, channel: row?.channel === 'sms' ? 'sms' : 'whatsapp' };
}

/**
 * Turns the digest on or off and picks its channel. The stop token is made with the row and kept after: a
 * stop link from an earlier message still works once the digest is turned on again.
 */
export async function setDigest(
  db: DbOrTx,
  o: { userId: string; enabled: boolean; channel: DigestChannel; now: Date },
): Promise<DigestSettings> {
  const [person] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, o.userId));
  if (!person) fail('NOT_FOUND', 'errors.notFound');
  if (o.enabled && !person.phone.trim()) fail('BAD_REQUEST', 'digest.errors.noPhone');
  const [row] = await db
    .insert(nextStepDigests)
    .values({
      userId: o.userId,
      enabled: o.enabled,
      channel: o.channel,
      stopToken: randomToken(),
      updatedAt: o.now,
    })
    .onConflictDoUpdate({
      target: nextStepDigests.userId,
      set: { enabled: o.enabled, channel: o.channel, updatedAt: o.now },
    })
    .returning({ enabled: nextStepDigests.enabled, channel: nextStepDigests.channel });
  return { enabled: row!.enabled, channel: row!.channel === 'sms' ? 'sms' : 'whatsapp' };
}

/**
 * The one-tap stop link: turns off the digest whose token it is. Idempotent (a second tap finds it off and
 * says the same); 'unknown' for a token no digest has.
 */
export async function stopDigestByToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<'stopped' | 'unknown'> {
  if (!token) return 'unknown';
  const rows = await db
    .update(nextStepDigests)
    .set({ enabled: false, updatedAt: now })
    .where(eq(nextStepDigests.stopToken, token))
    .returning({ userId: nextStepDigests.userId });
  return rows.length > 0 ? 'stopped' : 'unknown';
}
