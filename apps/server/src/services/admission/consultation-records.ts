import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { hkDateString } from '@waypoint/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { ConsultationRow } from './shapes.ts';

const { consultationRecords, users } = schema;

/**
 * Spec getJUPASConsultationRecords: a student's consultations, latest date first. Each says whether it is
 * still to come (Hong Kong date today or later); the page's "Next Consultation" is the earliest of those.
 */
export async function listConsultationRecords(
  db: DbOrTx,
  { targetUserId, now }: { targetUserId: string; now: Date },
): Promise<ConsultationRow[]> {
  const today = hkDateString(now);
  const rows = await db
    .select({
      id: consultationRecords.id,
      targetUserId: consultationRecords.targetUserId,
      date: consultationRecords.date,
      time: consultationRecords.time,
      venue: consultationRecords.venue,
      remarks: consultationRecords.remarks,
      createdByName: users.fullName,
      createdAt: consultationRecords.createdAt,
      updatedAt: consultationRecords.updatedAt,
    })
    .from(consultationRecords)
    .leftJoin(users, eq(users.id, consultationRecords.createdBy))
    .where(eq(consultationRecords.targetUserId, targetUserId))
    .orderBy(
      desc(consultationRecords.date),
      sql`${consultationRecords.time} desc nulls last`,
      desc(consultationRecords.id),
    );
  return rows.map(({ createdByName, ...r }) => ({
    ...r,
    isUpcoming: r.date >= today,
    createdBy: createdByName === null ? null : { fullName: createdByName },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export interface ConsultationInput {
  id?: number | undefined;
  targetUserId: string;
  date: string;
  time?: string | null | undefined;
  venue?: string | null | undefined;
  remarks?: string | null | undefined;
}

/** Spec upsertJUPASConsultationRecord: a new record, or a change to one of the same student's. */
export async function upsertConsultationRecord(
  db: Db,
  { record, actorId, now }: { record: ConsultationInput; actorId: string; now: Date },
): Promise<ConsultationRow> {
  return db.transaction(async (tx) => {
    const values = {
      date: record.date,
      time: record.time?.trim() || null,
      venue: record.venue?.trim() || null,
      remarks: record.remarks?.trim() || null,
      updatedAt: now,
    };
    let id: number;
    if (record.id !== undefined) {
      const [updated] = await tx
        .update(consultationRecords)
        .set(values)
        .where(
          and(
            eq(consultationRecords.id, record.id),
            eq(consultationRecords.targetUserId, record.targetUserId),
          ),
        )
        .returning({ id: consultationRecords.id });
      if (!updated) fail('NOT_FOUND', 'errors.consultationNotFound');
      id = updated.id;
    } else {
      const [created] = await tx
        .insert(consultationRecords)
        .values({ ...values, targetUserId: record.targetUserId, createdBy: actorId, createdAt: now })
        .returning({ id: consultationRecords.id });
      id = created!.id;
    }
    const all = await listConsultationRecords(tx, { targetUserId: record.targetUserId, now });
    return all.find((r) => r.id === id)!;
  });
}
