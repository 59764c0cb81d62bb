import { type DbOrTx, schema } from '@waypoint/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';

/** Spec 3 "Profile edit form", as checked and trimmed by routers/users/profile-input.ts. */
export interface ProfileFields {
  fullName: string;
  preferredName: string | null;
  chineseName: string | null;
  email: string;
  phone: string;
  class: string | null;
  studentNumber: string | null;
  studyingElectives?: string[] | undefined;
  yearDSE?: number | null | undefined;
  rankInForm?: string | null | undefined;
}

const { users } = schema;

/**
 * Applies a profile edit after the checks the database would otherwise report as a bare constraint error:
 * the phone and e-mail must stay unique, and students and admins must give their rank in form.
 */
export async function updateProfile(
  db: DbOrTx,
  opts: {
    target: typeof users.$inferSelect;
    /** From the domain rule rankInFormRequired, applied to the profile's owner. */
    rankRequired: boolean;
    fields: ProfileFields;
    now: Date;
  },
): Promise<void> {
  const { target, fields } = opts;
  if (opts.rankRequired && !fields.rankInForm) fail('BAD_REQUEST', 'errors.rankInFormRequired');
  if (fields.phone !== target.phone) {
    const [clash] = await db.select({ id: users.id }).from(users).where(eq(users.phone, fields.phone));
    if (clash) fail('CONFLICT', 'errors.registeredPhone');
  }
  const [emailClash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${fields.email}`, ne(users.id, target.id)));
  if (emailClash) fail('CONFLICT', 'errors.clashingEmail');
  await db
    .update(users)
    .set({
      fullName: fields.fullName,
      preferredName: fields.preferredName,
      chineseName: fields.chineseName,
      email: fields.email,
      phone: fields.phone,
      // A new number has not been proven by a code yet.
      isPhoneVerified: fields.phone === target.phone ? target.isPhoneVerified : false,
      class: fields.class,
      studentNumber: fields.studentNumber,
      studyingElectives: fields.studyingElectives ?? target.studyingElectives,
      yearDSE: fields.yearDSE === undefined ? target.yearDSE : fields.yearDSE,
      rankInForm: fields.rankInForm ?? null,
      updatedAt: opts.now,
    })
    .where(eq(users.id, target.id));
}
