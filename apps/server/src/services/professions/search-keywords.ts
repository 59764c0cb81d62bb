import { type Db, schema } from '@waypoint/db';
import { normaliseKeyword } from '@waypoint/domain';

/** Spec abs-insertProfessionSearchKeywordRecord: the keyword as matched, with who searched. */
export async function recordSearchKeyword(
  db: Db,
  { userId, keyword, now }: { userId: string; keyword: string; now: Date },
): Promise<void> {
  await db
    .insert(schema.professionSearchKeywords)
    .values({ userId, keyword: normaliseKeyword(keyword), createdAt: now });
}
