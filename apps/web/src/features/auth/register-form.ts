import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import {
  dseYearFromForm,
  formOfClass,
  isHkMobile,
  isPasswordLongEnough,
  PICS_VERSION,
  ROLE_SECONDARY,
  ROLE_TEACHER,
  ROLE_UNI_CLIENT,
  ROLE_UNI_STUDENT,
} from '@waypoint/domain';
import type { Api } from '@/shared/api';
import type { SchoolChoice } from '@/shared/ui/SchoolPicker';
import type { RegisterRole } from './auth-links';

export type CreateNewUserInput = inferInput<Api['users']['createNewUser']>;
export type RosterInvitePrefill = inferOutput<Api['roster']['readInvite']>;

export interface RegisterValues {
  role: RegisterRole | null;
  phone: string;
  fullName: string;
  preferredName: string;
  chineseName: string;
  email: string;
  password: string;
  confirmPassword: string;
  school: SchoolChoice | null;
  class: string | null;
  studentNumber: string;
  yearDSE: string | null;
  yearOfStudy: string | null;
  schoolRoles: string[];
  /** Students are minors: registration asks for agreement to the terms, which say what is collected. */
  agreeTerms: boolean;
}

export function emptyRegisterValues(prefill: { role: RegisterRole | null; phone: string }): RegisterValues {
  return {
    role: prefill.role,
    phone: prefill.phone,
    fullName: '',
    preferredName: '',
    chineseName: '',
    email: '',
    password: '',
    confirmPassword: '',
    school: null,
    class: null,
    studentNumber: '',
    yearDSE: null,
    yearOfStudy: null,
    schoolRoles: [],
    agreeTerms: false,
  };
}

/** Students and teachers belong to a school; university people do not. */
export function needsSchool(role: RegisterRole | null): boolean {
  return role === ROLE_SECONDARY || role === ROLE_TEACHER;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Locale keys (namespace auth) of what is wrong, field by field (spec 1 §5 "Registration"). */
export type RegisterErrorKey =
  | 'register.errors.role'
  | 'errors.enterValidHKMobileNumber'
  | 'register.errors.required'
  | 'register.errors.email'
  | 'register.errors.passwordTooShort'
  | 'register.errors.passwordsDiffer'
  | 'register.errors.school'
  | 'register.errors.yearDSE'
  | 'register.errors.agreeTerms';

export function registerErrors(v: RegisterValues): Partial<Record<keyof RegisterValues, RegisterErrorKey>> {
  const errors: Partial<Record<keyof RegisterValues, RegisterErrorKey>> = {};
  if (!v.role) errors.role = 'register.errors.role';
  if (!isHkMobile(v.phone)) errors.phone = 'errors.enterValidHKMobileNumber';
  if (!v.fullName.trim()) errors.fullName = 'register.errors.required';
  if (!v.email.trim()) errors.email = 'register.errors.required';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'register.errors.email';
  if (!isPasswordLongEnough(v.password)) errors.password = 'register.errors.passwordTooShort';
  if (v.confirmPassword !== v.password) errors.confirmPassword = 'register.errors.passwordsDiffer';
  if (needsSchool(v.role) && !v.school) errors.school = 'register.errors.school';
  if (v.role === ROLE_SECONDARY && !v.yearDSE) errors.yearDSE = 'register.errors.yearDSE';
  if (!v.agreeTerms) errors.agreeTerms = 'register.errors.agreeTerms';
  return errors;
}

const optional = (s: string): string | undefined => s.trim() || undefined;

/** What createNewUser receives: only the fields of the chosen role, empty optional text left out. */
export function createUserInput(
  v: RegisterValues & { role: RegisterRole },
  verification: { code?: string; skipVerification?: boolean },
  /** What a `/u/:programId` or `/c/:clientId` link names; the server keeps it for that role only. */
  link: {
    programId: number | null;
    clientId: string | null;
    clientInvite?: string | null;
    rosterInvite?: string | null;
  } = {
    programId: null,
    clientId: null,
  },
): CreateNewUserInput {
  const student = v.role === ROLE_SECONDARY;
  const school = needsSchool(v.role) ? v.school : null;
  return {
    phone: v.phone,
    ...verification,
    role: v.role,
    fullName: v.fullName.trim(),
    preferredName: optional(v.preferredName),
    chineseName: optional(v.chineseName),
    email: v.email.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    schoolId: school?.kind === 'existing' ? school.school.id : undefined,
    newSchoolName: school?.kind === 'new' ? school.name : undefined,
    class: student ? (v.class ?? undefined) : undefined,
    studentNumber: student ? optional(v.studentNumber) : undefined,
    yearDSE: student && v.yearDSE ? Number(v.yearDSE) : undefined,
    yearOfStudy: v.role === ROLE_UNI_STUDENT ? (v.yearOfStudy ?? undefined) : undefined,
    schoolRoles: v.role === ROLE_TEACHER ? v.schoolRoles : undefined,
    programId: v.role === ROLE_UNI_STUDENT ? (link.programId ?? undefined) : undefined,
    clientId: v.role === ROLE_UNI_CLIENT ? (link.clientId ?? undefined) : undefined,
    clientInvite: v.role === ROLE_UNI_CLIENT ? (link.clientInvite ?? undefined) : undefined,
    rosterInvite: link.rosterInvite ?? undefined,
    devicePlatforms: ['web'],
    // The statement this form links to; the server refuses it once a newer one is published.
    picsVersion: PICS_VERSION,
  };
}

/**
 * The form as a class-list invitation opens it (decision 027): who the school listed, locked; the DSE year
 * guessed from the class's form (5A is F.5) and left to the student to correct.
 */
export function rosterInviteValues(prefill: RosterInvitePrefill, now: Date = new Date()): RegisterValues {
  const form = formOfClass(prefill.className);
  const values = emptyRegisterValues({
    role: prefill.role === 'teacher' ? ROLE_TEACHER : ROLE_SECONDARY,
    phone: prefill.phone,
  });
  return {
    ...values,
    fullName: prefill.nameEn,
    chineseName: prefill.nameZh ?? '',
    email: prefill.email ?? '',
    class: prefill.className,
    studentNumber: prefill.classNo === null ? '' : String(prefill.classNo),
    yearDSE: form ? String(dseYearFromForm(form as Parameters<typeof dseYearFromForm>[0], now)) : null,
  };
}
