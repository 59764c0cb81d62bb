import { type DbOrTx, preparedStatement, schema } from '@waypoint/db';
import { canSeeDeadlines, PARENT_CONSENT_TARGET, parseElectiveStreamChart } from '@waypoint/domain';
import { and, asc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import { appliedSql } from '../events/applied-sql.ts';
import type { PlanAccess } from './plan-access.ts';
import type { ChoiceRow, GradeRow, GradeSource, StudentPlan, TagRow } from './shapes.ts';

const {
  schoolSettings,
  subjects,
  userSubjectGrades,
  userPrograms,
  userDisciplines,
  userElectives,
  userTags,
  tags,
} = schema;

export interface SchoolSettingsView {
  showPredictedScoresToStudents: boolean;
  achievejupasDeadline1: string | null;
  achievejupasDeadline2: string | null;
  deadlineApplyActivities: string | null;
  achievejupasNeedParentConsent: boolean;
  electiveStreams: Record<string, Record<string, string[]>>;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

type SettingsRow = Pick<
  typeof schoolSettings.$inferSelect,
  | 'showPredictedScoresToStudents'
  | 'achievejupasDeadline1'
  | 'achievejupasDeadline2'
  | 'deadlineApplyActivities'
  | 'achievejupasNeedParentConsent'
  | 'f3ClassChart'
>;

/** The view of a settings row; a school without one gets the product defaults. */
export function schoolSettingsView(row: SettingsRow | undefined): SchoolSettingsView {
  const chart = parseElectiveStreamChart(row?.f3ClassChart ?? null);
  const electiveStreams: Record<string, Record<string, string[]>> = {};
  for (const [stream, orders] of Object.entries(chart)) {
    electiveStreams[stream] = Object.fromEntries(
      Object.entries(orders ?? {}).map(([order, codes]) => [order, [...(codes ?? [])]]),
    );
  }
  return {
    showPredictedScoresToStudents: row?.showPredictedScoresToStudents ?? true,
    achievejupasDeadline1: iso(row?.achievejupasDeadline1),
    achievejupasDeadline2: iso(row?.achievejupasDeadline2),
    deadlineApplyActivities: iso(row?.deadlineApplyActivities),
    achievejupasNeedParentConsent: row?.achievejupasNeedParentConsent ?? false,
    electiveStreams,
  };
}

/** A school's admission settings; a school without a settings row gets the product defaults. */
export async function loadSchoolSettings(db: DbOrTx, schoolId: string | null): Promise<SchoolSettingsView> {
  const [row] = schoolId
    ? await db.select().from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId))
    : [];
  return schoolSettingsView(row);
}

/**
 * The grades of a student as the viewer may see them. When the school hides its predictions from
 * students, a viewer who cannot manage the student gets the school's rows with the grade removed and
 * `hidden` set: the server withholds the value, the web only draws the '✱'.
 */
export async function loadGrades(
  db: DbOrTx,
  {
    userId,
    hideSchoolPredictions,
    sources,
  }: { userId: string; hideSchoolPredictions: boolean; sources?: readonly GradeSource[] },
): Promise<GradeRow[]> {
  const rows = await db
    .select({
      subjectId: userSubjectGrades.subjectId,
      subjectCode: subjects.code,
      source: userSubjectGrades.source,
      grade: userSubjectGrades.grade,
    })
    .from(userSubjectGrades)
    .innerJoin(subjects, eq(subjects.id, userSubjectGrades.subjectId))
    .where(eq(userSubjectGrades.userId, userId))
    .orderBy(asc(userSubjectGrades.source), asc(subjects.id));
  return rows
    .filter((r) => !sources || sources.includes(r.source as GradeSource))
    .map((r) => {
      const hidden = hideSchoolPredictions && r.source === 'schoolPredict';
      return {
        subjectId: r.subjectId,
        subjectCode: r.subjectCode,
        source: r.source as GradeSource,
        grade: hidden ? null : r.grade,
        hidden,
      };
    });
}

export async function loadChoices(db: DbOrTx, userId: string): Promise<ChoiceRow[]> {
  const rows = await db
    .select({ programId: userPrograms.programId, order: userPrograms.order })
    .from(userPrograms)
    .where(and(eq(userPrograms.userId, userId), isNotNull(userPrograms.order)))
    .orderBy(asc(userPrograms.order));
  return rows.map((r) => ({ programId: r.programId, order: r.order ?? 0 }));
}

/** Every programme the student reacted to or ranked: ranked first in order, then the others. */
export async function loadProgramReactions(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      programId: userPrograms.programId,
      reaction: userPrograms.reaction,
      reason: userPrograms.reason,
      order: userPrograms.order,
    })
    .from(userPrograms)
    .where(eq(userPrograms.userId, userId))
    .orderBy(sql`${userPrograms.order} nulls last`, asc(userPrograms.createdAt), asc(userPrograms.programId));
  return rows.map((r) => ({ ...r, reaction: asReaction(r.reaction) }));
}

export async function loadDisciplineReactions(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      disciplineId: userDisciplines.disciplineId,
      reaction: userDisciplines.reaction,
      reason: userDisciplines.reason,
      order: userDisciplines.order,
      botExplanation: userDisciplines.botExplanation,
    })
    .from(userDisciplines)
    .where(eq(userDisciplines.userId, userId))
    .orderBy(sql`${userDisciplines.order} nulls last`, asc(userDisciplines.disciplineId));
  return rows.map((r) => ({ ...r, reaction: asReaction(r.reaction) }));
}

export async function loadElectives(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      electiveId: userElectives.electiveId,
      programId: userElectives.programId,
      order: userElectives.order,
      reaction: userElectives.reaction,
    })
    .from(userElectives)
    .where(eq(userElectives.userId, userId))
    .orderBy(asc(userElectives.order), asc(userElectives.id));
  return rows.map((r) => ({ ...r, reaction: asReaction(r.reaction) }));
}

/** Tags on a student: the defaults and the tags of the student's school (other schools' tags stay theirs). */
export async function loadStudentTags(
  db: DbOrTx,
  { userId, schoolId }: { userId: string; schoolId: string | null },
): Promise<TagRow[]> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, nameChi: tags.nameChi, schoolId: tags.schoolId })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(
      and(
        eq(userTags.userId, userId),
        schoolId ? or(isNull(tags.schoolId), eq(tags.schoolId, schoolId)) : isNull(tags.schoolId),
      ),
    )
    .orderBy(sql`${tags.schoolId} nulls first`, asc(tags.id));
  return rows.map((r) => ({ ...r, isDefault: r.schoolId === null }));
}

interface PlanRow {
  school: { id: string; name: string; nameChi: string | null; nameShort: string | null } | null;
  settings:
    | (Omit<SettingsRow, 'achievejupasDeadline1' | 'achievejupasDeadline2' | 'deadlineApplyActivities'> & {
        achievejupasDeadline1: number | null;
        achievejupasDeadline2: number | null;
        deadlineApplyActivities: number | null;
      })
    | null;
  grades: { subjectId: number; subjectCode: string; source: string; grade: string }[];
  programs: { programId: number; reaction: string | null; reason: string | null; order: number | null }[];
  disciplines: {
    disciplineId: number;
    reaction: string | null;
    reason: string | null;
    order: number | null;
    botExplanation: string | null;
  }[];
  electives: { electiveId: number; programId: number | null; order: number; reaction: string | null }[];
  tags: { id: number; name: string; nameChi: string | null; schoolId: string | null }[];
  has_consent: boolean;
  has_activity: boolean;
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ss.${column}) * 1000)::float8`);
const fromEpoch = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

type PlanKey = 'userId' | 'schoolId';

/** The plan in one statement; `staff` adds the student's tags, which a student never sees. */
function planStatement(v: Record<PlanKey, unknown>, staff: boolean): SQL {
  return sql`select
    (select json_build_object('id', s.id, 'name', s.name, 'nameChi', s.name_chi, 'nameShort', s.name_short)
       from schools s where s.id = ${v.schoolId}) as school,
    (select json_build_object(
        'showPredictedScoresToStudents', ss.show_predicted_scores_to_students,
        'achievejupasDeadline1', ${epochMs('achievejupas_deadline1')},
        'achievejupasDeadline2', ${epochMs('achievejupas_deadline2')},
        'deadlineApplyActivities', ${epochMs('deadline_apply_activities')},
        'achievejupasNeedParentConsent', ss.achievejupas_need_parent_consent,
        'f3ClassChart', ss.f3_class_chart)
       from school_settings ss where ss.school_id = ${v.schoolId}) as settings,
    coalesce((select json_agg(json_build_object(
        'subjectId', g.subject_id, 'subjectCode', sub.code, 'source', g.source, 'grade', g.grade)
        order by g.source, sub.id)
       from user_subject_grades g join subjects sub on sub.id = g.subject_id
       where g.user_id = ${v.userId}), '[]'::json) as grades,
    coalesce((select json_agg(json_build_object(
        'programId', p.program_id, 'reaction', p.reaction, 'reason', p.reason, 'order', p."order")
        order by p."order" nulls last, p.created_at, p.program_id)
       from user_programs p where p.user_id = ${v.userId}), '[]'::json) as programs,
    coalesce((select json_agg(json_build_object(
        'disciplineId', d.discipline_id, 'reaction', d.reaction, 'reason', d.reason, 'order', d."order",
        'botExplanation', d.bot_explanation)
        order by d."order" nulls last, d.discipline_id)
       from user_disciplines d where d.user_id = ${v.userId}), '[]'::json) as disciplines,
    coalesce((select json_agg(json_build_object(
        'electiveId', e.elective_id, 'programId', e.program_id, 'order', e."order", 'reaction', e.reaction)
        order by e."order", e.id)
       from user_electives e where e.user_id = ${v.userId}), '[]'::json) as electives,
    ${
      // A student never sees how teachers tag them: the tags are read for staff only.
      staff
        ? sql`coalesce((select json_agg(json_build_object(
              'id', t.id, 'name', t.name, 'nameChi', t.name_chi, 'schoolId', t.school_id)
              order by t.school_id nulls first, t.id)
             from user_tags ut join tags t on t.id = ut.tag_id
             where ut.user_id = ${v.userId} and (t.school_id is null or t.school_id = ${v.schoolId})), '[]'::json)`
        : sql`'[]'::json`
    } as tags,
    exists(select 1 from user_consent_records c
      where c.user_id = ${v.userId} and c.target = ${PARENT_CONSENT_TARGET}) as has_consent,
    -- Applied (Yes, Confirmed or Attended) to any session.
    exists(select 1 from event_responses r
      where r.user_id = ${v.userId} and ${appliedSql(sql`r.response`)}) as has_activity`;
}

// The most read statement: parsed and planned once (planning was most of its cost on PGlite).
const planRead = {
  own: preparedStatement<PlanRow, PlanKey>('admission_plan_read', ['userId', 'schoolId'], (v) =>
    planStatement(v, false),
  ),
  staff: preparedStatement<PlanRow, PlanKey>('admission_plan_read_staff', ['userId', 'schoolId'], (v) =>
    planStatement(v, true),
  ),
};

/**
 * Spec abs-getStudentByUserId: everything the choice-planning page draws for one student, in one statement
 * (the page is the most read one; a round trip per table cost more than the work). The row orders are
 * those of loadGrades, loadProgramReactions, loadDisciplineReactions, loadElectives and loadStudentTags.
 */
export async function loadStudentPlan(
  db: DbOrTx,
  { target, access, now }: { target: UserRow; access: PlanAccess; now: Date },
): Promise<StudentPlan> {
  const read = access.canManage ? planRead.staff : planRead.own;
  const [row] = await read(db, { userId: target.id, schoolId: target.schoolId });
  if (!row) throw new Error('the plan query returned no row');
  const settings = schoolSettingsView(
    row.settings
      ? {
          ...row.settings,
          achievejupasDeadline1: fromEpoch(row.settings.achievejupasDeadline1),
          achievejupasDeadline2: fromEpoch(row.settings.achievejupasDeadline2),
          deadlineApplyActivities: fromEpoch(row.settings.deadlineApplyActivities),
        }
      : undefined,
  );
  const hideSchoolPredictions = !access.canManage && !settings.showPredictedScoresToStudents;
  const grades: GradeRow[] = row.grades.map((g) => {
    const hidden = hideSchoolPredictions && g.source === 'schoolPredict';
    return {
      subjectId: g.subjectId,
      subjectCode: g.subjectCode,
      source: g.source as GradeSource,
      grade: hidden ? null : g.grade,
      hidden,
    };
  });
  const programRows = row.programs.map((r) => ({ ...r, reaction: asReaction(r.reaction) }));
  const choices = programRows
    .filter((r) => r.order !== null)
    .map((r) => ({ programId: r.programId, order: r.order ?? 0 }));
  return {
    student: {
      id: target.id,
      fullName: target.fullName,
      preferredName: target.preferredName,
      chineseName: target.chineseName,
      class: target.class,
      studentNumber: target.studentNumber,
      yearDSE: target.yearDSE,
      schoolId: target.schoolId,
      school: row.school,
      verificationResult: target.verificationResult,
      waGroupLink: target.waGroupLink,
      studyingElectives: target.studyingElectives,
    },
    viewer: {
      isSelf: access.isSelf,
      isStaff: access.isStaff,
      isAdmin: access.isAdmin,
      canEditChoices: access.canEditChoices,
      canEditOwnPrediction: access.canEditOwnPrediction,
      canEditSchoolPrediction: access.canEditSchoolPrediction,
      canManage: access.canManage,
      canSeeDeadlines: canSeeDeadlines({
        viewerIsAdmin: access.isAdmin,
        studentYearDSE: target.yearDSE,
        now,
      }),
    },
    schoolSettings: settings,
    grades,
    choices,
    programs: programRows,
    disciplines: row.disciplines.map((r) => ({ ...r, reaction: asReaction(r.reaction) })),
    electives: row.electives.map((r) => ({ ...r, reaction: asReaction(r.reaction) })),
    tags: row.tags.map((r) => ({ ...r, isDefault: r.schoolId === null })),
    deadlineInputs: {
      choiceCount: choices.length,
      hasActivityResponse: row.has_activity,
      hasParentConsent: row.has_consent,
    },
  };
}

export function asReaction(value: string | null): 'like' | 'dislike' | null {
  return value === 'like' || value === 'dislike' ? value : null;
}
