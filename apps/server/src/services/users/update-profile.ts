import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
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

/** Which of the sign-in contacts an edit changes (e-mail compared without case, as sign-in does). */
export function contactChanges(
  target: { email: string | null; phone: string },
  fields: { email: string; phone: string },
): { email: boolean; phone: boolean } {
  return {
    email: fields.email !== (target.email ?? '').toLowerCase(),
    phone: fields.phone !== target.phone,
  };
}

/**
 * Applies a profile edit after the checks the database would otherwise report as a bare constraint error:
 * the phone and e-mail must stay unique, and students and admins must give their rank in form. Who may change
 * the e-mail or phone is the caller's check (credentialChangeRefusal); a change is always told to the old
 * contact through the outbox, in the same transaction, so a take-over cannot go unnoticed.
 */
export async function updateProfile(db: Db, opts: ProfileEdit): Promise<void> {
  await db.transaction((tx) => applyProfileEdit(tx, opts));
}

interface ProfileEdit {
  target: typeof users.$inferSelect;
  /** From the domain rule rankInFormRequired, applied to the profile's owner. */
  rankRequired: boolean;
  fields: ProfileFields;
  now: Date;
  /** Who made the change, as the old contact is told. */
  changedBy: 'self' | 'admin';
}

async function applyProfileEdit(db: DbOrTx, opts: ProfileEdit): Promise<void> {
  const { target, fields } = opts;
  if (opts.rankRequired && !fields.rankInForm) fail('BAD_REQUEST', 'errors.rankInFormRequired');
  const changes = contactChanges(target, fields);
  if (changes.phone) {
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
  await notifyOldContacts(db, { target, fields, changes, changedBy: opts.changedBy });
}

async function notifyOldContacts(
  db: DbOrTx,
  opts: {
    target: typeof users.$inferSelect;
    fields: ProfileFields;
    changes: { email: boolean; phone: boolean };
    changedBy: 'self' | 'admin';
  },
): Promise<void> {
  const { target, fields, changes } = opts;
  const lang = toLang(target.preferredLang) ?? DEFAULT_LANG;
  const by = translate(
    lang,
    opts.changedBy === 'self' ? 'messages.changedBySelf' : 'messages.changedByAdmin',
  );
  if (changes.email && target.email) {
    await enqueueMessage(db, {
      channel: 'email',
      recipient: target.email,
      subject: translate(lang, 'messages.emailChangedSubject'),
      body: translate(lang, 'messages.emailChangedBody', {
        name: target.fullName,
        by,
        old: target.email,
        new: fields.email,
      }),
      meta: { kind: 'contact-changed', field: 'email', userId: target.id },
    });
  }
  if (changes.phone) {
    await enqueueMessage(db, {
      channel: 'sms',
      recipient: target.phone,
      body: translate(lang, 'messages.phoneChangedSms', { by, new: fields.phone }),
      meta: { kind: 'contact-changed', field: 'phone', userId: target.id },
    });
  }
}
