import { isApplied } from '../events/response.ts';
import {
  CLASS_GROUP_SCHOOL_ROLES,
  EMPLOYMENT_STATUSES,
  type EmploymentStatus,
  isPrincipal,
  SELECTABLE_EMPLOYMENT_STATUSES,
} from '../roles.ts';
import { TEACHER_GROUP_CLASSES } from '../school-lists.ts';

/** Spec 2 §4 "Teacher groups" of the school teacher list, in the order the accordion shows them. */
export const TEACHER_GROUPS = [
  'Principal',
  'Career Teacher',
  ...TEACHER_GROUP_CLASSES,
  'Other teachers',
  'Unverified',
  'Unrecognized',
  'No longer in school',
] as const;
export type TeacherGroup = (typeof TEACHER_GROUPS)[number];

export interface TeacherClassRole {
  role: string;
  classes: readonly string[];
  status: string;
}

export interface TeacherForGrouping {
  employmentStatus: string | null | undefined;
  schoolRoles: readonly string[];
  classRoles: readonly TeacherClassRole[];
}

// A status the list does not know is treated as not yet vetted rather than as active.
const STATUS_GROUP: Readonly<Record<Exclude<EmploymentStatus, 'Active'>, TeacherGroup>> = {
  Inactive: 'No longer in school',
  Unverified: 'Unverified',
  Unrecognized: 'Unrecognized',
};

function employmentStatusOf(value: string | null | undefined): EmploymentStatus {
  return (EMPLOYMENT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as EmploymentStatus)
    : 'Unverified';
}

const lower = (text: string): string => text.trim().toLowerCase();
const QUALIFYING_CLASS_ROLES = new Set(CLASS_GROUP_SCHOOL_ROLES.map(lower));
const GROUP_CLASSES = new Set<string>(TEACHER_GROUP_CLASSES);

/** 5A–6E classes in which the teacher holds an active class role that places them in a class group. */
function classGroupsOf(classRoles: readonly TeacherClassRole[]): TeacherGroup[] {
  const classes = new Set<string>();
  for (const classRole of classRoles) {
    if (classRole.status !== 'active' || !QUALIFYING_CLASS_ROLES.has(lower(classRole.role))) continue;
    for (const name of classRole.classes) {
      const className = name.trim().toUpperCase();
      if (GROUP_CLASSES.has(className)) classes.add(className);
    }
  }
  return TEACHER_GROUP_CLASSES.filter((name) => classes.has(name));
}

/**
 * Every group a teacher appears in, in accordion order. A teacher who is not Active sits only in the
 * group of that status (Inactive means no longer in school). An active teacher appears under Principal,
 * Career Teacher and each qualifying class, so a career teacher who is also 5A's class teacher is
 * found in both places; an active teacher in none of these is one of the Other teachers.
 */
export function teacherGroupsOf(teacher: TeacherForGrouping): TeacherGroup[] {
  const status = employmentStatusOf(teacher.employmentStatus);
  if (status !== 'Active') return [STATUS_GROUP[status]];
  const groups: TeacherGroup[] = [];
  if (isPrincipal(teacher.schoolRoles)) groups.push('Principal');
  if (teacher.schoolRoles.some((role) => lower(role).includes('career'))) groups.push('Career Teacher');
  groups.push(...classGroupsOf(teacher.classRoles));
  return groups.length > 0 ? groups : ['Other teachers'];
}

/** The first (main) group of a teacher. */
export function teacherGroupOf(teacher: TeacherForGrouping): TeacherGroup {
  return teacherGroupsOf(teacher)[0]!;
}

/** Teachers by group in accordion order; every group is present, empty ones with an empty list. */
export function groupTeachers<T extends TeacherForGrouping>(teachers: readonly T[]): Map<TeacherGroup, T[]> {
  const groups = new Map<TeacherGroup, T[]>(TEACHER_GROUPS.map((group) => [group, []]));
  for (const teacher of teachers) {
    for (const group of teacherGroupsOf(teacher)) groups.get(group)!.push(teacher);
  }
  return groups;
}

/** The values a status can be set to (spec 2 §4): Active, Inactive, Unrecognized. */
export const TEACHER_STATUS_OPTIONS = SELECTABLE_EMPLOYMENT_STATUSES;
export type TeacherStatusOption = (typeof TEACHER_STATUS_OPTIONS)[number];

export function isTeacherStatusOption(value: unknown): value is TeacherStatusOption {
  return typeof value === 'string' && (TEACHER_STATUS_OPTIONS as readonly string[]).includes(value);
}

export interface TeacherStatusActor {
  isAdmin: boolean;
  schoolRoles: readonly string[];
}

/**
 * Spec 2 §4: Unverified and Unrecognized teachers can be changed only by a principal (a school role
 * containing "principal") or an admin. The spec names no one else for Active or Inactive either, and
 * letting any colleague mark a teacher as gone would be worse, so the same rule holds for every status.
 * That the principal belongs to the teacher's school is the server's check.
 */
export function canChangeTeacherStatus(actor: TeacherStatusActor): boolean {
  return actor.isAdmin || isPrincipal(actor.schoolRoles);
}

/** The options to offer this actor: the three selectable values, or none when they may not change it. */
export function teacherStatusOptions(actor: TeacherStatusActor): readonly TeacherStatusOption[] {
  return canChangeTeacherStatus(actor) ? TEACHER_STATUS_OPTIONS : [];
}

export interface TeacherSearchFields {
  fullName?: string | null;
  chineseName?: string | null;
  preferredName?: string | null;
  phone?: string | null;
  email?: string | null;
  classRoles?: readonly TeacherClassRole[];
}

/**
 * Spec 2 §5: teacher search matches name, Chinese and preferred names, phone, email and class roles
 * (the role or one of its classes). Case and surrounding spaces are ignored, and a phone matches
 * however its digits were spaced; an empty search matches everyone.
 */
export function matchesTeacherSearch(teacher: TeacherSearchFields, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  const texts = [
    teacher.fullName,
    teacher.chineseName,
    teacher.preferredName,
    teacher.email,
    ...(teacher.classRoles ?? []).flatMap((classRole) => [classRole.role, ...classRole.classes]),
  ];
  if (texts.some((text) => (text ?? '').toLowerCase().includes(wanted))) return true;
  const digits = wanted.replace(/[\s-]/g, '');
  return /^\+?\d+$/.test(digits) && (teacher.phone ?? '').replace(/[\s-]/g, '').includes(digits);
}

/** Event badges on the teacher list (spec 2 §4), in display order. */
export const EVENT_BADGES = ['Nominated', 'Applied', 'Attended', 'No'] as const;
export type EventBadge = (typeof EVENT_BADGES)[number];

export const DECLINED_RESPONSES = ['Unsubscribed', 'No'] as const;

/**
 * The badges of one session response: Nominated when someone nominated the person; Applied for
 * Attended, Yes or Confirmed; Attended for Attended; No for Unsubscribed or No.
 */
export function eventBadgesOf(response: {
  response: string | null | undefined;
  nominatedBy?: string | null;
}): EventBadge[] {
  const value = response.response ?? '';
  const badges: EventBadge[] = [];
  if (response.nominatedBy != null && response.nominatedBy !== '') badges.push('Nominated');
  if (isApplied(value)) badges.push('Applied');
  if (value === 'Attended') badges.push('Attended');
  if ((DECLINED_RESPONSES as readonly string[]).includes(value)) badges.push('No');
  return badges;
}
