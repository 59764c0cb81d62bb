import { type DbOrTx, schema } from '@waypoint/db';
import { canSeeDeadlines, PARENT_CONSENT_TARGET, parseElectiveStreamChart } from '@waypoint/domain';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import type { PlanAccess } from './plan-access.ts';
import type { ChoiceRow, GradeRow, GradeSource, StudentPlan, TagRow } from './shapes.ts';

const {
  schools,
  schoolSettings,
  subjects,
  userSubjectGrades,
  userPrograms,
  userDisciplines,
  userElectives,
  userConsentRecords,
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

/** A school's admission settings; a school without a settings row gets the product defaults. */
export async function loadSchoolSettings(db: DbOrTx, schoolId: string | null): Promise<SchoolSettingsView> {
  const [row] = schoolId
    ? await db.select().from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId))
    : [];
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

/** Spec abs-getStudentByUserId: everything the choice-planning page draws for one student, read at once. */
export async function loadStudentPlan(
  db: DbOrTx,
  { target, access, now }: { target: UserRow; access: PlanAccess; now: Date },
): Promise<StudentPlan> {
  const [school] = target.schoolId
    ? await db
        .select({
          id: schools.id,
          name: schools.name,
          nameChi: schools.nameChi,
          nameShort: schools.nameShort,
        })
        .from(schools)
        .where(eq(schools.id, target.schoolId))
    : [];
  const settings = await loadSchoolSettings(db, target.schoolId);
  const grades = await loadGrades(db, {
    userId: target.id,
    hideSchoolPredictions: !access.canManage && !settings.showPredictedScoresToStudents,
  });
  const programRows = await loadProgramReactions(db, target.id);
  const disciplineRows = await loadDisciplineReactions(db, target.id);
  const electiveRows = await loadElectives(db, target.id);
  const [consent] = await db
    .select({ id: userConsentRecords.id })
    .from(userConsentRecords)
    .where(
      and(eq(userConsentRecords.userId, target.id), eq(userConsentRecords.target, PARENT_CONSENT_TARGET)),
    )
    .limit(1);
  const studentTags = access.canManage
    ? await loadStudentTags(db, { userId: target.id, schoolId: target.schoolId })
    : [];

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
      school: school ?? null,
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
    disciplines: disciplineRows,
    electives: electiveRows,
    tags: studentTags,
    deadlineInputs: {
      choiceCount: choices.length,
      // Applied (Yes, Confirmed or Attended) to any session.
      hasActivityResponse:
        (
          await db
            .select({ eventId: schema.eventResponses.eventId })
            .from(schema.eventResponses)
            .where(
              and(
                eq(schema.eventResponses.userId, target.id),
                sql`${schema.eventResponses.response} in ('Yes', 'Confirmed', 'Attended')`,
              ),
            )
            .limit(1)
        ).length > 0,
      hasParentConsent: consent !== undefined,
    },
  };
}

export function asReaction(value: string | null): 'like' | 'dislike' | null {
  return value === 'like' || value === 'dislike' ? value : null;
}
