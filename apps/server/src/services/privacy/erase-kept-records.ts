import { type DbOrTx, schema } from '@waypoint/db';
import { ERASED_NAME } from '@waypoint/domain';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { consentRecordsOfPerson, eraseConsentRecord } from '../consent/consent-erasure.ts';

const s = schema;

type UserRow = typeof s.users.$inferSelect;

/**
 * What stays after erasure because others count on it, made to name no one (decision 019, "Kept,
 * anonymised"): bookings (slot counts), event responses (seats, attendance), nominations (the 999 cap and
 * the teacher's log), consents (their place in the chain), and the teacher record of a deleted teacher.
 * Messages to or about the person go.
 */
export async function anonymiseKeptRecords(
  tx: DbOrTx,
  person: UserRow,
  { now, consentKey }: { now: Date; consentKey: string },
): Promise<void> {
  const { id } = person;
  const email = person.email?.toLowerCase() ?? null;

  // Bookings hold the booker's typed details; a visitor's booking is theirs when it has their phone or e-mail.
  const bookingOf = or(
    eq(s.bookings.userId, id),
    eq(s.bookings.phone, person.phone),
    email ? sql`lower(${s.bookings.email}) = ${email}` : undefined,
  );
  const bookings = await tx
    .update(s.bookings)
    .set({
      fullName: ERASED_NAME,
      preferredName: null,
      email: '',
      phone: '',
      remarks: null,
      waGroupId: null,
      icsTokenHash: null,
      updatedAt: now,
    })
    .where(bookingOf)
    .returning({ id: s.bookings.id });

  await eraseMessages(
    tx,
    person,
    bookings.map((b) => b.id),
  );

  // Seats, attendance and nominations stay counted; the words typed with them go.
  await tx
    .update(s.eventResponses)
    .set({ withdrawReason: null, timePreference: null })
    .where(eq(s.eventResponses.userId, id));
  const nominations = await tx
    .select({ id: s.nominationRecords.id, targetUsers: s.nominationRecords.targetUsers })
    .from(s.nominationRecords)
    .where(sql`${s.nominationRecords.targetUsers} @> ${JSON.stringify([{ id }])}::jsonb`);
  for (const n of nominations) {
    const targetUsers: schema.NominationTarget[] = n.targetUsers.map((t) =>
      t.id === id ? { ...t, fullName: ERASED_NAME, phone: '' } : t,
    );
    await tx.update(s.nominationRecords).set({ targetUsers }).where(eq(s.nominationRecords.id, n.id));
  }

  const consents = await consentRecordsOfPerson(tx, person);
  for (const { row, party } of consents) await eraseConsentRecord(tx, { key: consentKey, row, party, now });
  // The signing trail keeps what happened and when; the address and browser of whoever signed go.
  const consentIds = consents.map((c) => c.row.id);
  await tx
    .update(s.userConsentAudit)
    .set({ ip: null, userAgent: null })
    .where(
      consentIds.length > 0
        ? or(eq(s.userConsentAudit.actorUserId, id), inArray(s.userConsentAudit.consentRecordId, consentIds))
        : eq(s.userConsentAudit.actorUserId, id),
    );

  // A deleted teacher is no longer in school; what they created for the school stays (decision 019).
  await tx
    .update(s.teachers)
    .set({ employmentStatus: 'Inactive', updatedAt: now })
    .where(eq(s.teachers.userId, id));
}

/**
 * Messages to the person (their phone, e-mail or own WhatsApp group), about them (their id in the meta, one
 * of their bookings) or quoting their phone or e-mail are deleted, delivered or not: the delivery record
 * would itself name them.
 */
async function eraseMessages(tx: DbOrTx, person: UserRow, bookingIds: string[]): Promise<void> {
  const { outboxMessages: o } = s;
  const { id } = person;
  const email = person.email?.toLowerCase() ?? null;
  // A group another account also uses is not the person's alone: its messages stay.
  const [shared] = person.waGroupId
    ? await tx
        .select({ id: s.users.id })
        .from(s.users)
        .where(and(eq(s.users.waGroupId, person.waGroupId), ne(s.users.id, id)))
        .limit(1)
    : [];
  await tx
    .delete(o)
    .where(
      or(
        eq(o.recipient, person.phone),
        email ? sql`lower(${o.recipient}) = ${email}` : undefined,
        person.waGroupId && !shared ? eq(o.recipient, person.waGroupId) : undefined,
        sql`${o.meta}->>'userId' = ${id}`,
        sql`${o.meta}->>'studentId' = ${id}`,
        sql`${o.meta}->>'staffId' = ${id}`,
        bookingIds.length > 0 ? inArray(sql`${o.meta}->>'bookingId'`, bookingIds) : undefined,
        sql`strpos(${o.body}, ${person.phone}) > 0`,
        email ? sql`strpos(lower(${o.body}), ${email}) > 0` : undefined,
      ),
    );
  // The number's replies go too; Twilio and WhatsApp keep their own record of a STOP.
  await tx.delete(s.outboxContacts).where(eq(s.outboxContacts.recipient, person.phone));
}
