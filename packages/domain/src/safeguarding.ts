import { isActiveTeacher, isPrincipal } from './roles.ts';

/**
 * A school's safeguarding setting (issue 22, docs/decisions/013-ai-gateway.md "Safeguarding"): when on, a
 * student's AI request that names self-harm or abuse alerts the staff the school named. Off by default.
 */
export type SafeguardingRisk = 'selfHarm' | 'abuse';

/** Enough for a counsellor, a social worker and their deputies; a longer list spreads a minor's name wide. */
export const SAFEGUARDING_MAX_STAFF = 10;

export interface SafeguardingActor {
  isAdmin: boolean;
  /** The school the actor is an Active teacher of, or null. */
  activeTeacherSchoolId: string | null;
  schoolRoles: readonly string[];
}

/** An admin, or an Active principal (or vice principal) of that school; no other teacher. */
export function canManageSafeguarding(actor: SafeguardingActor, schoolId: string): boolean {
  if (actor.isAdmin) return true;
  return actor.activeTeacherSchoolId === schoolId && isPrincipal(actor.schoolRoles);
}

export type SafeguardingSettingProblem = 'noStaff' | 'tooManyStaff';

/** Turning it on without naming anyone would promise students a counsellor who is never told. */
export function safeguardingSettingProblem(setting: {
  enabled: boolean;
  staffIds: readonly string[];
}): SafeguardingSettingProblem | null {
  const count = new Set(setting.staffIds).size;
  if (count > SAFEGUARDING_MAX_STAFF) return 'tooManyStaff';
  if (setting.enabled && count === 0) return 'noStaff';
  return null;
}

export interface SafeguardingStaffCandidate {
  schoolId: string | null;
  employmentStatus: string;
}

/**
 * Only Active staff of the school itself may be named or alerted: a teacher who left, was deactivated or
 * belongs to another school never receives a student's name. Checked when naming and again when alerting.
 */
export function isSafeguardingStaffOf(candidate: SafeguardingStaffCandidate, schoolId: string): boolean {
  return candidate.schoolId === schoolId && isActiveTeacher(candidate);
}
