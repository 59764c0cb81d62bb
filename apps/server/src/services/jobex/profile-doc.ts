import { type Db, schema } from '@waypoint/db';
import { loadCredentials } from './load-credentials.ts';
import type { ProfileDoc } from './shapes.ts';

const { jobexProfileDocs } = schema;

/**
 * syncCredentialsToProfileDoc: copies the CV as it stands into the student's profile document, the
 * "ready" version later readers can rely on. Editing stays free; the document changes only when the
 * student says the CV is ready (decision 015).
 */
export async function syncProfileDoc(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<ProfileDoc> {
  return db.transaction(async (tx) => {
    const { sections } = await loadCredentials(tx, userId);
    const doc = sections.map((s) => ({
      sectionKey: s.sectionKey,
      title: s.title,
      credentials: s.credentials.map(({ id: _id, sectionId: _s, order: _o, ...c }) => c),
    }));
    await tx
      .insert(jobexProfileDocs)
      .values({ userId, sections: doc, syncedAt: now })
      .onConflictDoUpdate({ target: jobexProfileDocs.userId, set: { sections: doc, syncedAt: now } });
    return { sections: doc, syncedAt: now.toISOString() };
  });
}
