import { type Db, schema } from '@waypoint/db';
import { digestSlotStart, isDigestWindowOpen } from '@waypoint/domain';
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { DEFAULT_LANG, type Lang, toLang } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { digestText } from './digest-text.ts';
import { loadHomeNextSteps } from './load-home.ts';

const { nextStepDigests, users } = schema;

/**
 * The outbox kind, one per language (`nextStepsDigest.zh-HK`, `nextStepsDigest.en`): WhatsApp approves a
 * template in one language, so WHATSAPP_TEMPLATES may name one for each (decisions 025, 029).
 */
export const digestMessageKind = (lang: Lang) => `nextStepsDigest.${lang}`;

type DigestDeps = Pick<AppDeps, 'db' | 'config' | 'log'>;

export interface DigestRun {
  /** People a digest was enqueued for. */
  sent: string[];
  /** People with nothing to do: no message, and still due, so steps that appear later this evening go. */
  empty: number;
  failed: number;
}

/**
 * Enqueues this week's digest for every enabled, due person: one outbox message each, in their language,
 * and records it sent in the same transaction. Each person is claimed with FOR UPDATE SKIP LOCKED and the
 * claim re-checks `last_sent_at`, so two processes running at once send one message per person; the
 * cursor on user_id makes one run visit each person once, whatever it finds.
 */
export async function sendDueDigests(
  deps: DigestDeps,
  now: Date,
  stopping: () => boolean = () => false,
): Promise<DigestRun> {
  const run: DigestRun = { sent: [], empty: 0, failed: 0 };
  // Outside Monday's sending window nobody is due: the ticks of the rest of the week cost no query.
  if (!isDigestWindowOpen(now)) return run;
  const slot = digestSlotStart(now);
  const db: Db = deps.db;
  let after = '';
  while (!stopping()) {
    let current: string | null = null;
    try {
      const outcome = await db.transaction(async (tx) => {
        const [due] = await tx
          .select({
            userId: nextStepDigests.userId,
            channel: nextStepDigests.channel,
            stopToken: nextStepDigests.stopToken,
            phone: users.phone,
            preferredLang: users.preferredLang,
          })
          .from(nextStepDigests)
          .innerJoin(users, eq(users.id, nextStepDigests.userId))
          .where(
            and(
              eq(nextStepDigests.enabled, true),
              or(isNull(nextStepDigests.lastSentAt), lt(nextStepDigests.lastSentAt, slot)),
              isNull(users.erasedAt),
              eq(users.accessDisabled, false),
              after ? gt(nextStepDigests.userId, after) : undefined,
            ),
          )
          .orderBy(asc(nextStepDigests.userId))
          .limit(1)
          .for('update', { of: nextStepDigests, skipLocked: true });
        if (!due) return null;
        current = due.userId;
        const steps = await loadHomeNextSteps({ db: tx, now: () => now }, { id: due.userId });
        const lang = toLang(due.preferredLang ?? '') ?? DEFAULT_LANG;
        const base = deps.config.publicUrl;
        const body = digestText({
          steps,
          now,
          lang,
          homeUrl: `${base}/home`,
          stopUrl: `${base}/digest/stop?token=${encodeURIComponent(due.stopToken)}`,
        });
        if (!body || !due.phone.trim()) return { userId: due.userId, sent: false };
        await enqueueMessage(tx, {
          channel: due.channel === 'sms' ? 'sms' : 'whatsapp',
          recipient: due.phone,
          body,
          meta: { kind: digestMessageKind(lang), lang, userId: due.userId, steps: steps.length },
        });
        await tx
          .update(nextStepDigests)
          .set({ lastSentAt: now })
          .where(eq(nextStepDigests.userId, due.userId));
        return { userId: due.userId, sent: true };
      });
      if (!outcome) break;
      after = outcome.userId;
      if (outcome.sent) run.sent.push(outcome.userId);
      else run.empty += 1;
    } catch (err) {
      // One person's failure must not stop the others; they stay due for the next tick.
      const whom: string | null = current;
      if (whom === null) throw err;
      deps.log.error({ err, userId: whom }, 'next-steps digest failed');
      run.failed += 1;
      after = whom;
    }
  }
  return run;
}

/**
 * Checks every ten minutes, in every process; the claim keeps it to one message a person a week. Stopping
 * (shutdown.ts) lets the person in hand finish and starts no other: their message and `last_sent_at`
 * commit together or not at all, so a process stopped mid-run leaves the rest due for another process.
 */
export function startDigestJob(deps: DigestDeps, everyMs = 10 * 60_000): { stop(): void } {
  let stopped = false;
  const run = () =>
    sendDueDigests(deps, new Date(), () => stopped).then(
      (r) => r.sent.length > 0 && deps.log.info({ sent: r.sent.length }, 'next-steps digests enqueued'),
      (err: unknown) => deps.log.error({ err }, 'next-steps digest job failed'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
