import { hkDateString, hkInstant } from '@waypoint/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { appSettings } from '../schema/admin.ts';
import {
  consultationRecords,
  tags,
  userComments,
  userDisciplines,
  userElectives,
  userPrograms,
  userSubjectGrades,
  userTags,
} from '../schema/admission.ts';
import { disciplines } from '../schema/disciplines.ts';
import { programs, subjects } from '../schema/programs.ts';
import { schoolSettings } from '../schema/schools.ts';
import { users } from '../schema/users.ts';

/** Set once the demo plans are in: later starts leave plans that people have changed alone. */
const SEEDED_KEY = 'demoAdmissionSeeded';

type Grades = Record<string, string>;

/**
 * Invented plans of demo students of beacon1 (the people are demo; the programmes, subjects and study
 * areas are the real reference data, looked up by JUPAS code and subject code). 91000002 keeps an empty
 * plan so the journeys can start from nothing.
 */
interface DemoPlan {
  phone: string;
  choices: string[];
  likes?: string[];
  dislikes?: string[];
  own: Grades;
  school?: Grades;
  disciplines?: string[];
  electives?: { order: number; code: string }[];
  tag?: string;
  consultation?: { inDays: number; time: string; venue: string; remarks: string; pastInDays?: number };
  comment?: string;
}

const PLANS: DemoPlan[] = [
  {
    phone: '91000001',
    // Business first, computing second, with safer choices lower down (bands A–E).
    choices: [
      'JS6755', // HKU BBA
      'JS4202', // CUHK Integrated BBA
      'JS5300', // HKUST Business and Management
      'JS6999', // HKU Computing and Data Science
      'JS4412', // CUHK Computer Science and Engineering
      'JS5240', // HKUST Computer Science and Engineering
      'JS3868', // PolyU Computing and AI
      'JS4824', // CUHK Economics
      'JS3060', // PolyU Accounting and Finance
      'JS1204', // CityUHK Computer Science
      'JS1002', // CityUHK Accountancy
      'JS1071', // CityUHK Data Science
      'JS7225', // LingnanU Data Science
      'JS7211', // LingnanU BBA Accounting
      'JS2120', // HKBU BBA
      'JS2910', // HKBU Business Computing and Data Analytics
      'JS7213', // LingnanU BBA Finance
      'JS9220', // HKMU BBA Professional Accounting
      'JS9719', // HKMU Cyber and Computer Security
      'JS9230', // HKMU BBA Business
    ],
    likes: ['JS6755', 'JS4202', 'JS6999', 'JS5240'],
    dislikes: ['JS3214'],
    own: { Chi: '4', Eng: '5', Maths: '5*', CS: 'A', Econ: '5', BAFS: '4', ICT: '5', M1: '4' },
    school: { Chi: '3', Eng: '4', Maths: '5', CS: 'A', Econ: '4', BAFS: '4', ICT: '4', M1: '3' },
    disciplines: ['Business', 'Computing', 'AI'],
    electives: [
      { order: 1, code: 'Econ' },
      { order: 2, code: 'ICT' },
      { order: 3, code: 'BAFS' },
      { order: 4, code: 'M1' },
    ],
    tag: 'Elite',
    consultation: {
      inDays: 7,
      time: '16:00',
      venue: 'Career Room (Room 301)',
      remarks: 'Review Band A choices against the school prediction.',
      pastInDays: -28,
    },
    comment:
      'Strong plan. Your school prediction for Chinese is a 3: keep at least one Band A choice that weights English and Maths more.',
  },
  {
    phone: '91000003',
    choices: ['JS4862', 'JS6705', 'JS1112', 'JS7303', 'JS9010'],
    likes: ['JS4862', 'JS6705'],
    own: { Chi: '4', Eng: '4', Maths: '3', CS: 'A', Bio: '4', Geog: '4' },
    disciplines: ['Psychology', 'SocialWork'],
    tag: "Don't know what I want",
  },
  {
    phone: '91000006',
    choices: ['JS3648', 'JS4513', 'JS6468'],
    own: { Chi: '4', Eng: '3', Maths: '4', CS: 'A', Chem: '4', Bio: '5' },
    school: { Chi: '4', Eng: '3', Maths: '3', CS: 'A', Chem: '4', Bio: '4' },
    disciplines: ['Medicine'],
    tag: 'SNDAS',
    comment: 'Please add more choices before the first deadline.',
  },
];

/**
 * Demo admission plans (issue 3). Runs inside the demo seed's transaction; idempotent through an
 * app_settings marker, so a plan someone has changed or cleared is not filled in again.
 */
export async function seedDemoAdmission(tx: DbOrTx, now: Date): Promise<void> {
  const marked = await tx
    .insert(appSettings)
    .values({ key: SEEDED_KEY, value: 'TRUE' })
    .onConflictDoNothing({ target: appSettings.key })
    .returning({ key: appSettings.key });
  if (marked.length === 0) return;

  const people = await tx
    .select({ id: users.id, phone: users.phone, isDemo: users.isDemo })
    .from(users)
    .where(inArray(users.phone, [...PLANS.map((p) => p.phone), '90000003', '90000004']));
  const idOf = new Map(people.filter((p) => p.isDemo).map((p) => [p.phone, p.id]));
  const careerTeacher = idOf.get('90000003') ?? null;
  const classTeacher = idOf.get('90000004') ?? null;

  const codes = [...new Set(PLANS.flatMap((p) => [...p.choices, ...(p.likes ?? []), ...(p.dislikes ?? [])]))];
  const programRows = await tx
    .select({ id: programs.id, code: programs.jupasCode })
    .from(programs)
    .where(and(inArray(programs.jupasCode, codes), eq(programs.status, 'Published')));
  const programId = new Map(programRows.map((r) => [r.code, r.id]));
  const subjectRows = await tx.select({ id: subjects.id, code: subjects.code }).from(subjects);
  const subjectId = new Map(subjectRows.map((r) => [r.code, r.id]));
  const disciplineRows = await tx.select({ id: disciplines.id, code: disciplines.code }).from(disciplines);
  const disciplineId = new Map(disciplineRows.map((r) => [r.code, r.id]));
  const tagRows = await tx.select({ id: tags.id, name: tags.name }).from(tags).where(isNull(tags.schoolId));
  const tagId = new Map(tagRows.map((r) => [r.name, r.id]));

  for (const plan of PLANS) {
    const userId = idOf.get(plan.phone);
    if (!userId) continue;
    const ranked = plan.choices.flatMap((code) => (programId.has(code) ? [programId.get(code)!] : []));
    const reactionOf = (id: number): 'like' | 'dislike' | null => {
      const code = programRows.find((r) => r.id === id)?.code ?? '';
      if (plan.likes?.includes(code)) return 'like';
      if (plan.dislikes?.includes(code)) return 'dislike';
      return null;
    };
    const reacted = [...(plan.likes ?? []), ...(plan.dislikes ?? [])]
      .flatMap((code) => (programId.has(code) ? [programId.get(code)!] : []))
      .filter((id) => !ranked.includes(id));
    const programValues = [
      ...ranked.map((id, i) => ({ userId, programId: id, order: i + 1, reaction: reactionOf(id) })),
      ...reacted.map((id) => ({ userId, programId: id, order: null, reaction: reactionOf(id) })),
    ];
    if (programValues.length > 0) await tx.insert(userPrograms).values(programValues).onConflictDoNothing();

    const gradeValues = (
      [
        ['overallTarget', plan.own, userId],
        ['schoolPredict', plan.school ?? {}, classTeacher ?? careerTeacher],
      ] as const
    ).flatMap(([source, grades, updatedBy]) =>
      Object.entries(grades).flatMap(([code, grade]) =>
        subjectId.has(code) ? [{ userId, subjectId: subjectId.get(code)!, source, grade, updatedBy }] : [],
      ),
    );
    if (gradeValues.length > 0) await tx.insert(userSubjectGrades).values(gradeValues).onConflictDoNothing();

    const disciplineValues = (plan.disciplines ?? []).flatMap((code, i) =>
      disciplineId.has(code)
        ? [{ userId, disciplineId: disciplineId.get(code)!, reaction: 'like' as const, order: i + 1 }]
        : [],
    );
    if (disciplineValues.length > 0) {
      await tx.insert(userDisciplines).values(disciplineValues).onConflictDoNothing();
    }

    const electiveValues = (plan.electives ?? []).flatMap(({ order, code }) =>
      subjectId.has(code)
        ? [{ userId, electiveId: subjectId.get(code)!, order, reaction: 'like' as const }]
        : [],
    );
    if (electiveValues.length > 0)
      await tx.insert(userElectives).values(electiveValues).onConflictDoNothing();

    const tag = plan.tag ? tagId.get(plan.tag) : undefined;
    if (tag !== undefined) {
      await tx.insert(userTags).values({ tagId: tag, userId, addedBy: careerTeacher }).onConflictDoNothing();
    }

    if (plan.consultation) {
      const { inDays, pastInDays, time, venue, remarks } = plan.consultation;
      const day = (offset: number) => hkDateString(new Date(now.getTime() + offset * 86_400_000));
      const rows = [{ date: day(inDays), time, venue, remarks }];
      if (pastInDays !== undefined) {
        rows.unshift({
          date: day(pastInDays),
          time: '13:15',
          venue,
          remarks: 'First talk about interests and subjects.',
        });
      }
      await tx
        .insert(consultationRecords)
        .values(rows.map((r) => ({ ...r, targetUserId: userId, createdBy: careerTeacher })));
    }

    if (plan.comment) {
      await tx.insert(userComments).values({
        userId,
        fromUserId: careerTeacher,
        type: 'achievejupas',
        comment: plan.comment,
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
      });
    }
  }

  await seedDemoDeadlines(tx, now);
}

/**
 * beacon1's JUPAS dates, so the Deadlines accordion has dates to show: the first three choices by the
 * next 1 December (the JUPAS application deadline falls in early December), activities by 31 October
 * before it, and the full list of 20 by 31 May after it. Only dates still empty are set.
 */
async function seedDemoDeadlines(tx: DbOrTx, now: Date): Promise<void> {
  const [row] = await tx.select().from(schoolSettings).where(eq(schoolSettings.schoolId, 'beacon1'));
  if (!row) return;
  const today = hkDateString(now);
  const thisYear = Number(today.slice(0, 4));
  const year = `${thisYear}-12-01` >= today ? thisYear : thisYear + 1;
  const at = (date: string) => hkInstant(date, '23:59');
  await tx
    .update(schoolSettings)
    .set({
      deadlineApplyActivities: row.deadlineApplyActivities ?? at(`${year}-10-31`),
      achievejupasDeadline1: row.achievejupasDeadline1 ?? at(`${year}-12-01`),
      achievejupasDeadline2: row.achievejupasDeadline2 ?? at(`${year + 1}-05-31`),
    })
    .where(eq(schoolSettings.schoolId, 'beacon1'));
}
