import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { advertisements, advertisementClicks } = schema;

/**
 * One click on a deck banner. A named advertisement must exist; the discipline (or group) the client sends
 * wins over the advertisement's own, which fills in what the client left out.
 */
export async function recordAdClick(
  db: DbOrTx,
  click: {
    adv: number | null | undefined;
    disciplineId: number | null | undefined;
    disciplineGroupId: number | null | undefined;
    userId: string | null;
    now: () => Date;
  },
): Promise<void> {
  const [ad] = click.adv
    ? await db
        .select({
          id: advertisements.id,
          disciplineId: advertisements.disciplineId,
          groupId: advertisements.disciplineGroupId,
        })
        .from(advertisements)
        .where(eq(advertisements.id, click.adv))
    : [];
  if (click.adv && !ad) fail('NOT_FOUND', 'errors.notFound');
  await db.insert(advertisementClicks).values({
    advertisementId: ad?.id ?? null,
    disciplineId: click.disciplineId ?? ad?.disciplineId ?? null,
    disciplineGroupId: click.disciplineGroupId ?? ad?.groupId ?? null,
    userId: click.userId,
    createdAt: click.now(),
  });
}
