import { type DbOrTx, schema } from '@waypoint/db';
import { parseRoles, ROLE_SECONDARY } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';
import { isStaffOfSchool } from '../teacher/school-access.ts';

/**
 * Who may do what with one student's admission plan (spec 2 §6): the student edits their own choices,
 * predictions and reactions; an active teacher of the student's school reads the plan and writes only
 * the school's side (school predictions, tags, consultations, comments); an admin does everything.
 * Unverified or inactive teachers act for nobody.
 */
export interface PlanAccess {
  isSelf: boolean;
  isAdmin: boolean;
  /** Staff (active teacher of the school, or admin) looking at someone else's plan. */
  isStaff: boolean;
  canRead: boolean;
  canEditChoices: boolean;
  canEditOwnPrediction: boolean;
  canEditSchoolPrediction: boolean;
  /** Tags, consultations, comments and remarks. */
  canManage: boolean;
}

export function isSecondaryStudent(target: { roles: string }): boolean {
  return parseRoles(target.roles).includes(ROLE_SECONDARY);
}

export function planAccess(actor: SessionUser, target: UserRow): PlanAccess {
  const isSelf = actor.row.id === target.id;
  const isAdmin = actor.isAdmin;
  // Teachers reach students only: a colleague's account is not a plan to read.
  const teacherOfStudent =
    !isSelf && !isAdmin && isSecondaryStudent(target) && isStaffOfSchool(actor, target.schoolId);
  const canManage = isAdmin || teacherOfStudent;
  return {
    isSelf,
    isAdmin,
    isStaff: !isSelf && canManage,
    canRead: isSelf || canManage,
    canEditChoices: isSelf || isAdmin,
    canEditOwnPrediction: isSelf || isAdmin,
    canEditSchoolPrediction: canManage && (!isSelf || isAdmin),
    canManage,
  };
}

export async function loadUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!row) fail('NOT_FOUND', 'errors.notFound');
  return row;
}

interface AccessCtx {
  deps: { db: DbOrTx };
  user: SessionUser;
}

/** The plan's owner (the caller when no id is given) and what the caller may do with it; 403 if nothing. */
export async function requirePlanRead(
  ctx: AccessCtx,
  userId: string | undefined,
): Promise<{ target: UserRow; access: PlanAccess }> {
  // The caller's own row was read with the session in this request: no second read of it.
  const self = userId === undefined || userId === ctx.user.row.id;
  const target = self ? ctx.user.row : await loadUser(ctx.deps.db, userId);
  const access = planAccess(ctx.user, target);
  if (!access.canRead) fail('FORBIDDEN', 'errors.forbidden');
  return { target, access };
}

/** Choices, own predictions and reactions: the student themselves or an admin; teachers read only. */
export async function requireOwnPlanWrite(
  ctx: AccessCtx,
  userId: string | undefined,
): Promise<{ target: UserRow; access: PlanAccess }> {
  const { target, access } = await requirePlanRead(ctx, userId);
  if (!access.canEditChoices) fail('FORBIDDEN', 'errors.planReadOnlyForTeachers');
  return { target, access };
}

/** Tags, consultations, comments: an active teacher of the student's school or an admin. */
export async function requireManageStudent(
  ctx: AccessCtx,
  userId: string,
): Promise<{ target: UserRow; access: PlanAccess }> {
  const target = await loadUser(ctx.deps.db, userId);
  const access = planAccess(ctx.user, target);
  if (!access.canManage) fail('FORBIDDEN', 'errors.notStaffOfSchool');
  return { target, access };
}
