import { schema } from '@waypoint/db';
import { and, asc, isNull, lte, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { erasePerson } from './erase-person.ts';

const { users } = schema;

type ErasureDeps = Pick<AppDeps, 'db' | 'storage' | 'consentKey' | 'log'>;

/** At most this many people a run, so one tick never holds a process for long; the next tick goes on. */
const PEOPLE_PER_RUN = 100;

/**
 * Erases everyone whose grace period is over, each in their own transaction (decision 019). The person is
 * claimed with FOR UPDATE SKIP LOCKED: a second process passes over a person being erased, and finds them
 * erased once the first commits, so each person is erased once however many processes run. The bytes of
 * their uploads are removed before the commit: a failure then leaves a person still due, whose next run
 * finishes the job, instead of a person marked erased whose pictures stay on disk.
 */
export async function eraseDuePeople(deps: ErasureDeps, now: Date): Promise<string[]> {
  const erased: string[] = [];
  const failed: string[] = [];
  while (erased.length + failed.length < PEOPLE_PER_RUN) {
    // Set inside the transaction, so that a failure knows whom it was erasing.
    let current: string | null = null;
    let done: string | null;
    try {
      done = await deps.db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              lte(users.deletionDueAt, now),
              isNull(users.erasedAt),
              failed.length > 0 ? notInArray(users.id, failed) : undefined,
            ),
          )
          .orderBy(asc(users.deletionDueAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        current = due.id;
        const result = await erasePerson(tx, { userId: due.id, now, consentKey: deps.consentKey });
        for (const key of result?.storageKeys ?? []) await deps.storage.remove(key);
        return due.id;
      });
    } catch (err) {
      // One person's failure must not stop the others; they stay due and are tried again next tick.
      const whom: string | null = current;
      if (whom === null) throw err;
      deps.log.error({ err, userId: whom }, 'erasure failed');
      failed.push(whom);
      continue;
    }
    if (!done) break;
    erased.push(done);
  }
  return erased;
}

/** Runs now and then hourly, beside the retention job; any number of processes may run it. */
export function startErasureJob(deps: ErasureDeps, everyMs = 60 * 60_000): { stop(): void } {
  const run = () =>
    eraseDuePeople(deps, new Date()).then(
      (ids) => ids.length > 0 && deps.log.info({ erased: ids.length }, 'accounts erased'),
      (err: unknown) => deps.log.error({ err }, 'erasure job failed'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
