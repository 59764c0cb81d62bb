import type { DbOrTx } from '../client.ts';
import { tags } from '../schema/admission.ts';

/** Spec 2 §2: the tags every school starts with. They belong to no school (school_id null). */
export const DEFAULT_ADMISSION_TAGS: readonly { name: string; nameChi: string }[] = [
  { name: "Don't know what I want", nameChi: '不知道自己想要甚麼' },
  { name: 'Elite', nameChi: '精英' },
  { name: 'SNDAS', nameChi: 'SNDAS' },
];

/** Idempotent: the unique index on (school, lower(name)) keeps one row each; existing rows are left alone. */
export async function seedAdmissionTags(db: DbOrTx): Promise<void> {
  await db
    .insert(tags)
    .values(DEFAULT_ADMISSION_TAGS.map((t) => ({ name: t.name, nameChi: t.nameChi, schoolId: null })))
    .onConflictDoNothing();
}
