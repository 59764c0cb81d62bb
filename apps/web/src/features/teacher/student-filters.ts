import { ALL_CLASSES, parseVerificationResult } from '@waypoint/domain';

/** The fixed chips of the school student list (spec 2 §2), before the class chips. */
export const STATUS_FILTERS = ['All', 'Unverified', 'Applied', 'Attended', 'Nominated', 'Selected'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Chips whose meaning comes from event responses, which the events release adds to each student. */
export const EVENT_FILTERS = ['Applied', 'Attended', 'Nominated', 'Selected'] as const;
type EventFilter = (typeof EVENT_FILTERS)[number];
type EventFlags = Partial<Record<'applied' | 'attended' | 'nominated' | 'selected', boolean>>;

const EVENT_FLAG: Record<EventFilter, keyof EventFlags> = {
  Applied: 'applied',
  Attended: 'attended',
  Nominated: 'nominated',
  Selected: 'selected',
};

/** A chip is a status or a class name; one string keeps it a plain value for a chip group. */
export type StudentFilter = StatusFilter | `class:${string}`;

export interface FilterableStudent {
  class: string | null;
  verificationResult: string | null;
  /** Absent until the server sends event responses: the event chips then match nobody. */
  events?: EventFlags;
}

export function isEventFilter(filter: StudentFilter): filter is EventFilter {
  return (EVENT_FILTERS as readonly string[]).includes(filter);
}

/** The classes of the loaded students, senior forms in school order, anything else after them. */
export function classNamesOf(students: readonly { class: string | null }[]): string[] {
  const names = new Set<string>();
  for (const student of students) {
    const name = student.class?.trim();
    if (name) names.add(name);
  }
  const order = (name: string) => {
    const i = (ALL_CLASSES as readonly string[]).indexOf(name.toUpperCase());
    return i === -1 ? ALL_CLASSES.length : i;
  };
  return [...names].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

export function matchesFilter(student: FilterableStudent, filter: StudentFilter): boolean {
  if (filter === 'All') return true;
  if (filter === 'Unverified') return parseVerificationResult(student.verificationResult) === null;
  if (isEventFilter(filter)) return student.events?.[EVENT_FLAG[filter]] === true;
  return (student.class?.trim().toUpperCase() ?? '') === filter.slice('class:'.length).toUpperCase();
}

/** What the server filters (the whole school, 100 at a time); the event chips are applied to its answer. */
export function serverFilterOf(filter: StudentFilter): { className?: string; unverifiedOnly?: boolean } {
  if (filter === 'Unverified') return { unverifiedOnly: true };
  if (filter.startsWith('class:')) return { className: filter.slice('class:'.length) };
  return {};
}

/** The class chips: every senior-form class, then any other class name the loaded students have. */
export function classFilters(students: readonly { class: string | null }[]): StudentFilter[] {
  const standard = ALL_CLASSES.map((name) => ({ class: name }));
  return classNamesOf([...standard, ...students]).map((name) => `class:${name}` as const);
}
