import { type Db, schema } from '@waypoint/db';
import {
  checkRosterRows,
  normaliseClassName,
  normaliseRosterPhone,
  type RosterRole,
  type RosterRowInput,
  rosterDiff,
} from '@waypoint/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../booking/unique-violation.ts';
import { AppError, fail } from '../errors.ts';
import { linkRosterAccounts } from './link-accounts.ts';
import { currentRoster, phonesListedElsewhere } from './roster-rows.ts';

const { schoolRoster, schoolRosterImports } = schema;

export interface ImportRowInput {
  /** The row number in the person's file, for the message naming a row that still has a problem. */
  line?: number | undefined;
  className: string | null;
  classNo: number | null;
  nameEn: string;
  nameZh: string | null;
  phone: string | null;
  email: string | null;
}

export interface ImportResult {
  importId: string;
  /** Accounts that registered with a proven phone before this list named them, now linked (decision 027). */
  linked: number;
  added: number;
  updated: number;
  unchanged: number;
  left: number;
  skipped: number;
}

const tidy = (text: string | null | undefined): string | null => {
  const t = (text ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
};

/**
 * Replaces the school's current list of one role with the rows the person confirmed, in one transaction:
 * the same person (phone, else a unique English name, domain rosterDiff) keeps their row and gets the new
 * class; new people are added; those no longer in the file are marked as left, never deleted. Every row
 * is checked again with the preview's own rule, so the client's word is never the check.
 */
export async function importClassList(
  db: Db,
  o: {
    schoolId: string;
    role: RosterRole;
    schoolYear: string;
    fileName: string;
    rows: readonly ImportRowInput[];
    skipped: number;
    importedBy: string;
    now: Date;
  },
): Promise<ImportResult> {
  if (o.rows.length === 0) fail('BAD_REQUEST', 'errors.rosterEmpty');
  const rows: RosterRowInput[] = o.rows.map((row) => ({
    className: normaliseClassName(row.className),
    classNo: row.classNo,
    nameEn: tidy(row.nameEn) ?? '',
    nameZh: tidy(row.nameZh),
    phone: normaliseRosterPhone(row.phone),
    email: tidy(row.email)?.toLowerCase() ?? null,
  }));
  try {
    return await db.transaction(async (tx) => {
      // Two imports of one school's list at once would each mark the other's people as left.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`school_roster:${o.schoolId}`}))`);
      const phones = rows.map((row) => row.phone).filter((phone): phone is string => phone !== null);
      const phonesElsewhere = await phonesListedElsewhere(tx, o.schoolId, phones);
      const problems = checkRosterRows(rows, { role: o.role, phonesElsewhere });
      const bad = problems.findIndex((list) => list.length > 0);
      if (bad >= 0) {
        const problem = problems[bad]?.[0];
        fail('BAD_REQUEST', `errors.rosterRow.${problem?.code}`, {
          vars: { row: o.rows[bad]?.line ?? bad + 1 },
        });
      }
      const diff = rosterDiff(await currentRoster(tx, o.schoolId, o.role), rows);
      const [record] = await tx
        .insert(schoolRosterImports)
        .values({
          schoolId: o.schoolId,
          importedBy: o.importedBy,
          fileName: o.fileName,
          schoolYear: o.schoolYear,
          role: o.role,
          added: diff.added.length,
          updated: diff.updated.length,
          left: diff.left.length,
          skipped: o.skipped,
          createdAt: o.now,
        })
        .returning({ id: schoolRosterImports.id });
      const importId = (record as { id: string }).id;
      // Leavers first: their phones are free for the rows below (a phone the school gave to someone new).
      if (diff.left.length > 0)
        await tx
          .update(schoolRoster)
          .set({ leftAt: o.now, updatedAt: o.now })
          .where(inArray(schoolRoster.id, diff.left));
      const values = (row: RosterRowInput) => ({
        className: row.className,
        classNo: row.classNo,
        nameEn: row.nameEn,
        nameZh: row.nameZh,
        phone: row.phone,
        email: row.email,
        schoolYear: o.schoolYear,
        importId,
        updatedAt: o.now,
      });
      for (const { index, id } of [...diff.updated, ...diff.unchanged])
        await tx
          .update(schoolRoster)
          .set(values(rows[index] as RosterRowInput))
          .where(eq(schoolRoster.id, id));
      if (diff.added.length > 0)
        await tx.insert(schoolRoster).values(
          diff.added.map((index) => ({
            ...values(rows[index] as RosterRowInput),
            schoolId: o.schoolId,
            role: o.role,
            createdAt: o.now,
          })),
        );
      // People who registered (with a proven phone) before the school listed them are linked and verified now.
      const arrived = await linkRosterAccounts(tx, o.schoolId, o.now);
      return {
        importId,
        linked: arrived.verified + arrived.linked,
        added: diff.added.length,
        updated: diff.updated.length,
        unchanged: diff.unchanged.length,
        left: diff.left.length,
        skipped: o.skipped,
      };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The database's own guard: another school listed the phone between the check and the write.
    if (isUniqueViolation(err) && String(describe(err)).includes('school_roster_phone_current_key'))
      fail('CONFLICT', 'errors.rosterPhoneInOtherSchool');
    throw err;
  }
}

function describe(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { message, constraint } = e as { message?: unknown; constraint?: unknown };
    parts.push(String(message ?? ''), String(constraint ?? ''));
    e = (e as { cause?: unknown }).cause;
  }
  return parts.join(' ');
}
