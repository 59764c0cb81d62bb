import { type DbOrTx, schema } from '@waypoint/db';

/** A class-list row as an import would leave it: the verified-on-arrival tests insert them directly. */
export async function insertRosterRow(
  db: DbOrTx,
  row: {
    schoolId?: string;
    role?: 'student' | 'teacher';
    className?: string | null;
    classNo?: number | null;
    nameEn?: string;
    nameZh?: string | null;
    phone: string | null;
    leftAt?: Date | null;
  },
): Promise<string> {
  const [inserted] = await db
    .insert(schema.schoolRoster)
    .values({
      schoolId: row.schoolId ?? 'beacon1',
      role: row.role ?? 'student',
      className: row.className === undefined ? '5B' : row.className,
      classNo: row.classNo === undefined ? 7 : row.classNo,
      nameEn: row.nameEn ?? 'Listed Student',
      nameZh: row.nameZh === undefined ? '名單學生' : row.nameZh,
      phone: row.phone,
      schoolYear: '2026/27',
      leftAt: row.leftAt ?? null,
    })
    .returning({ id: schema.schoolRoster.id });
  return inserted!.id;
}
