import { type DbOrTx, schema } from '@waypoint/db';
import { formatHkDateTime, type SafeguardingRisk } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANG, type Lang, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { isSecondaryStudent } from '../admission/plan-access.ts';
import { namedSafeguardingStaff, type SafeguardingStaff } from '../schools/safeguarding-staff.ts';

const { users, schools, schoolSettings, safeguardingAlerts } = schema;

interface AlertStudent {
  id: string;
  fullName: string;
  chineseName: string | null;
  class: string | null;
  schoolId: string;
  schoolName: string;
  schoolNameChi: string | null;
}

/**
 * Whom an alert about this student would reach: the Active staff the student's school named, when its
 * setting is on. Only secondary-school students: the setting protects the school's pupils, not its staff.
 */
async function alertPlan(
  db: DbOrTx,
  studentId: string,
): Promise<{ student: AlertStudent; staff: SafeguardingStaff[] } | null> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      chineseName: users.chineseName,
      class: users.class,
      roles: users.roles,
      schoolId: users.schoolId,
      schoolName: schools.name,
      schoolNameChi: schools.nameChi,
      enabled: schoolSettings.safeguardingEnabled,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .innerJoin(schoolSettings, eq(schoolSettings.schoolId, users.schoolId))
    .where(eq(users.id, studentId));
  if (!row?.enabled || !row.schoolId || !isSecondaryStudent(row)) return null;
  const staff = (await namedSafeguardingStaff(db, row.schoolId)).filter((s) => s.eligible);
  if (staff.length === 0) return null;
  const { roles: _roles, enabled: _enabled, ...student } = row;
  return { student: { ...student, schoolId: row.schoolId }, staff };
}

/** Both names when the student has both: the counsellor must know at once who it is. */
function studentName(student: AlertStudent): string {
  return student.chineseName && student.chineseName !== student.fullName
    ? `${student.fullName} ${student.chineseName}`
    : student.fullName;
}

function alertBody(lang: Lang, student: AlertStudent, topic: SafeguardingRisk, now: Date): string {
  return translate(lang, 'messages.safeguardingAlert', {
    student: studentName(student),
    class: student.class || '—',
    school: lang === 'zh-HK' && student.schoolNameChi ? student.schoolNameChi : student.schoolName,
    time: formatHkDateTime(now, lang),
    risk: translate(lang, `messages.safeguardingRisk.${topic}`),
  });
}

/**
 * Issue 22 item 6: a student's AI request named self-harm or abuse. When the student's school has the
 * safeguarding setting on with at least one named Active staff member, each of them gets a WhatsApp message
 * in their own language (the student, the class, the school, the Hong Kong time, the kind of risk; never
 * the student's words), and the alert is recorded for the admin AI log. One alert per request: a second
 * call for the same request sends nothing more. Pass the transaction that finishes the request so that
 * the alert and its messages commit with it.
 */
export async function raiseSafeguardingAlert(
  tx: DbOrTx,
  args: { studentId: string; topic: SafeguardingRisk; requestId: number; now: Date },
): Promise<{ schoolTold: boolean }> {
  const plan = await alertPlan(tx, args.studentId);
  if (!plan) return { schoolTold: false };
  const { student, staff } = plan;
  // A savepoint inside the caller's transaction, a transaction of its own otherwise: the alert row and its
  // messages are written together or not at all.
  await tx.transaction(async (inner) => {
    const [alert] = await inner
      .insert(safeguardingAlerts)
      .values({
        requestId: args.requestId,
        schoolId: student.schoolId,
        studentId: student.id,
        topic: args.topic,
        recipients: staff.length,
        createdAt: args.now,
      })
      .onConflictDoNothing({ target: safeguardingAlerts.requestId })
      .returning({ id: safeguardingAlerts.id });
    if (!alert) return;
    for (const member of staff) {
      const lang = toLang(member.preferredLang) ?? DEFAULT_LANG;
      // The member's own phone, never a group: a minor's name and risk go to the named person only.
      await enqueueMessage(inner, {
        channel: 'whatsapp',
        recipient: member.phone,
        body: alertBody(lang, student, args.topic, args.now),
        meta: {
          kind: 'safeguardingAlert',
          recipientType: 'phone',
          alertId: alert.id,
          aiRequestId: args.requestId,
          schoolId: student.schoolId,
          studentId: student.id,
          staffId: member.userId,
          topic: args.topic,
        },
      });
    }
  });
  return { schoolTold: true };
}

/** Whether a flagged request by this student would alert the school now: the sentence on their screen. */
export async function schoolWillBeTold(db: DbOrTx, studentId: string): Promise<boolean> {
  return (await alertPlan(db, studentId)) !== null;
}
