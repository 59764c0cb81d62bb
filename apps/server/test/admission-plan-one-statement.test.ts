import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/auth/sessions.ts';
import {
  loadDisciplineReactions,
  loadElectives,
  loadGrades,
  loadProgramReactions,
  loadSchoolSettings,
  loadStudentPlan,
  loadStudentTags,
} from '../src/services/admission/load-student-plan.ts';
import { loadUser, type PlanAccess } from '../src/services/admission/plan-access.ts';
import { demoIds, seedDemoPlans } from './admission-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

const { schoolSettings, eventResponses, events, userConsentRecords } = schema;

const student: PlanAccess = {
  isSelf: true,
  isAdmin: false,
  isStaff: false,
  canRead: true,
  canEditChoices: true,
  canEditOwnPrediction: true,
  canEditSchoolPrediction: false,
  canManage: false,
};
const teacher: PlanAccess = {
  ...student,
  isSelf: false,
  isStaff: true,
  canEditChoices: false,
  canEditOwnPrediction: false,
  canEditSchoolPrediction: true,
  canManage: true,
};

/**
 * The plan is read in one statement for speed; these tests hold it to what the per-table readers (which
 * other procedures still use) give for the same student: same rows, same order, same deadlines to the
 * millisecond, predictions hidden the same way.
 */
describe('the plan read in one statement', () => {
  let t: TestApp;
  let target: UserRow;
  const now = new Date();

  async function perTable(access: PlanAccess) {
    const settings = await loadSchoolSettings(t.deps.db, target.schoolId);
    return {
      schoolSettings: settings,
      grades: await loadGrades(t.deps.db, {
        userId: target.id,
        hideSchoolPredictions: !access.canManage && !settings.showPredictedScoresToStudents,
      }),
      programs: await loadProgramReactions(t.deps.db, target.id),
      disciplines: await loadDisciplineReactions(t.deps.db, target.id),
      electives: await loadElectives(t.deps.db, target.id),
      tags: access.canManage
        ? await loadStudentTags(t.deps.db, { userId: target.id, schoolId: target.schoolId })
        : [],
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPlans(t);
    const ids = await demoIds(t);
    target = await loadUser(t.deps.db, ids['91000001'] as string);
  });
  afterAll(() => t.close());

  it('gives the student and a teacher what the per-table reads give', async () => {
    for (const access of [student, teacher]) {
      const plan = await loadStudentPlan(t.deps.db, { target, access, now });
      // The demo plan has rows of every kind, so equal lists below are not two empty ones.
      expect(plan.grades.length).toBeGreaterThan(0);
      expect(plan.programs.length).toBeGreaterThan(0);
      expect(plan.disciplines.length).toBeGreaterThan(0);
      expect(plan.electives.length).toBeGreaterThan(0);
      // Staff see the student's tags; the student never does.
      expect(plan.tags.length > 0).toBe(access.canManage);
      expect(plan.choices.length).toBeGreaterThan(0);
      expect(plan).toMatchObject(await perTable(access));
      expect(plan.choices).toEqual(
        plan.programs
          .filter((p) => p.order !== null)
          .map((p) => ({ programId: p.programId, order: p.order })),
      );
      expect(plan.student.school).toMatchObject({ id: target.schoolId });
    }
  });

  it('keeps deadlines to the millisecond, hides predictions from the student only, and sees consent and applies', async () => {
    const deadline = new Date('2027-01-15T09:30:12.345Z');
    await t.deps.db
      .update(schoolSettings)
      .set({
        achievejupasDeadline1: deadline,
        deadlineApplyActivities: deadline,
        showPredictedScoresToStudents: false,
      })
      .where(eq(schoolSettings.schoolId, target.schoolId as string));
    const [event] = await t.deps.db
      .insert(events)
      .values({
        name: 'One-statement test session',
        startTime: new Date(now.getTime() + 86_400_000),
        endTime: new Date(now.getTime() + 90_000_000),
      })
      .returning({ id: events.id });
    await t.deps.db
      .insert(eventResponses)
      .values({ eventId: event?.id as string, userId: target.id, response: 'Yes' });
    await t.deps.db
      .insert(userConsentRecords)
      .values({ userId: target.id, target: 'achievejupas_parent_consent', response: 'Yes' });

    const own = await loadStudentPlan(t.deps.db, { target, access: student, now });
    expect(own.schoolSettings.achievejupasDeadline1).toBe(deadline.toISOString());
    expect(own.schoolSettings.deadlineApplyActivities).toBe(deadline.toISOString());
    expect(own).toMatchObject(await perTable(student));
    const school = own.grades.filter((g) => g.source === 'schoolPredict');
    expect(school.length).toBeGreaterThan(0);
    for (const g of school) expect(g).toMatchObject({ hidden: true, grade: null });
    expect(own.deadlineInputs).toMatchObject({ hasActivityResponse: true, hasParentConsent: true });

    const staff = await loadStudentPlan(t.deps.db, { target, access: teacher, now });
    const shown = staff.grades.filter((g) => g.source === 'schoolPredict');
    expect(shown.length).toBeGreaterThan(0);
    for (const g of shown) expect(g).toMatchObject({ hidden: false, grade: expect.any(String) });
  });
});
