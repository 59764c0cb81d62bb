import {
  findElective,
  isDseElective,
  isEightDigitPhone,
  parseElectives,
  RANK_IN_FORM_OPTIONS,
} from '@waypoint/domain';
import type { UpdateUserInput, User } from '@/shared/api';
import { localName } from '@/shared/format';
import type { Lang } from '@/shared/i18n';
import type { PortalSubject } from '@/shared/portal-data';

/** The editable fields of spec 3 "Profile edit form", as the form holds them (selects hold strings). */
export interface ProfileValues {
  fullName: string;
  preferredName: string;
  chineseName: string;
  email: string;
  phone: string;
  class: string | null;
  studentNumber: string;
  studyingElectives: string[];
  yearDSE: string | null;
  rankInForm: string | null;
}

export function profileValues(user: User): ProfileValues {
  return {
    fullName: user.fullName,
    preferredName: user.preferredName ?? '',
    chineseName: user.chineseName ?? '',
    email: user.email ?? '',
    phone: user.phone,
    class: user.class,
    studentNumber: user.studentNumber ?? '',
    studyingElectives: parseElectives(user.studyingElectives),
    yearDSE: user.yearDSE === null ? null : String(user.yearDSE),
    rankInForm: user.rankInForm,
  };
}

/**
 * Spec 3 §5: rank in form is required for students and admins (the server checks it again).
 * Students (and admins, who see every field) also get the school fields.
 */
export function showsStudentFields(person: { isSecondaryStudent: boolean; isAdmin: boolean }): boolean {
  return person.isSecondaryStudent || person.isAdmin;
}

export type ProfileErrorKey =
  | 'edit.errors.required'
  | 'edit.errors.email'
  | 'edit.errors.phone'
  | 'edit.errors.rankInForm';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function profileErrors(
  v: ProfileValues,
  opts: { rankRequired: boolean },
): Partial<Record<keyof ProfileValues, ProfileErrorKey>> {
  const errors: Partial<Record<keyof ProfileValues, ProfileErrorKey>> = {};
  if (!v.fullName.trim()) errors.fullName = 'edit.errors.required';
  if (!v.email.trim()) errors.email = 'edit.errors.required';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'edit.errors.email';
  if (!isEightDigitPhone(v.phone)) errors.phone = 'edit.errors.phone';
  const knownRank = (RANK_IN_FORM_OPTIONS as readonly (string | null)[]).includes(v.rankInForm);
  if (opts.rankRequired && !knownRank) errors.rankInForm = 'edit.errors.rankInForm';
  return errors;
}

/**
 * The server replaces every field it receives (an absent optional one becomes empty), so the whole
 * form is always sent, hidden fields with their current values.
 */
export function profileInput(v: ProfileValues): UpdateUserInput {
  return {
    fullName: v.fullName.trim(),
    preferredName: v.preferredName.trim(),
    chineseName: v.chineseName.trim(),
    email: v.email.trim(),
    phone: v.phone,
    class: v.class,
    studentNumber: v.studentNumber.trim(),
    studyingElectives: parseElectives(v.studyingElectives),
    yearDSE: v.yearDSE ? Number(v.yearDSE) : null,
    rankInForm: v.rankInForm,
  };
}

/**
 * The toast after saving: "Your personal information…" only when one saved one's own details; a teacher or
 * admin saving a student's is told whose details changed (issue 24).
 */
export function savedMessage(editorId: string | null, person: { id: string; fullName: string }) {
  return editorId === person.id
    ? { key: 'successUpdatePersonalInfo' as const }
    : { key: 'updateInfo.saved' as const, name: person.fullName };
}

/** At most this many electives in a profile (the server's limit too). */
export const MAX_ELECTIVES = 10;

export interface ElectiveOption {
  value: string;
  label: string;
}

/**
 * The elective picker's list (issue 24): the DSE electives /ab3 offers, stored by English name and shown in
 * the reader's language. A stored elective spelt another way ('biology', '生物') stands in for its subject,
 * so that it shows as chosen; one that names no subject (typed before the list existed) stays, as typed,
 * until the student removes it.
 */
export function electiveOptions(
  subjects: readonly PortalSubject[],
  chosen: readonly string[],
  lang: Lang,
): ElectiveOption[] {
  const electives = subjects.filter(isDseElective);
  const storedAs = new Map<number, string>();
  const unknown: string[] = [];
  for (const value of chosen) {
    const subject = findElective(value, electives);
    if (subject) storedAs.set(subject.id, value);
    else unknown.push(value);
  }
  return [
    ...electives.map((s) => ({
      value: storedAs.get(s.id) ?? s.nameEn,
      label: localName({ name: s.nameEn, nameChi: s.nameChi }, lang),
    })),
    ...unknown.map((value) => ({ value, label: value })),
  ];
}

/** A profile's electives to read, in the reader's language where they name a subject. */
export function electiveLabels(
  chosen: readonly string[],
  subjects: readonly PortalSubject[],
  lang: Lang,
): string[] {
  return chosen.map((value) => {
    const subject = findElective(value, subjects.filter(isDseElective));
    return subject ? localName({ name: subject.nameEn, nameChi: subject.nameChi }, lang) : value;
  });
}
