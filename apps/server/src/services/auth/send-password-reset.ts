import { schema } from '@waypoint/db';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import type { AppDeps } from '../../deps.ts';
import { type Lang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';

const { passwordResetTokens } = schema;
const RESET_TTL_MS = 60 * 60_000;

/**
 * Stores a reset token and queues the e-mail with its link in one transaction. An address without an
 * account does nothing and returns the same: the caller must not learn who has an account.
 */
export async function sendPasswordReset(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  { email, lang }: { email: string; lang: Lang },
): Promise<void> {
  const { db, config } = deps;
  const user = await findUserByEmail(db, email);
  if (!user?.email) return;
  const token = randomToken();
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: user.email!,
      subject: translate(lang, 'messages.passwordResetSubject'),
      body: translate(lang, 'messages.passwordResetBody', {
        name: user.fullName,
        link: `${config.publicUrl}/reset-password?token=${token}`,
      }),
      meta: { kind: 'password-reset' },
    });
  });
}
