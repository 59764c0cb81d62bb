export type SeniorForm = 'F.4' | 'F.5' | 'F.6';

export const CLASSES_BY_FORM = {
  'F.4': ['4A', '4B', '4C', '4D', '4E'],
  'F.5': ['5A', '5B', '5C', '5D', '5E'],
  'F.6': ['6A', '6B', '6C', '6D', '6E'],
} as const satisfies Record<SeniorForm, readonly string[]>;

export type ClassName = (typeof CLASSES_BY_FORM)[SeniorForm][number];

export const ALL_CLASSES: readonly ClassName[] = [
  ...CLASSES_BY_FORM['F.4'],
  ...CLASSES_BY_FORM['F.5'],
  ...CLASSES_BY_FORM['F.6'],
];

/** F.5 is the year a school plans JUPAS choices, so pickers open on its classes. */
export const DEFAULT_CLASSES: readonly ClassName[] = CLASSES_BY_FORM['F.5'];

/** The school teacher list groups class teachers of the two JUPAS years only. */
export const TEACHER_GROUP_CLASSES: readonly ClassName[] = [
  ...CLASSES_BY_FORM['F.5'],
  ...CLASSES_BY_FORM['F.6'],
];

/** HK school banding as schools report it (five bands, sub-bands of uneven count). */
export const BAND_LABELS = [
  'A1',
  'A2',
  'A3',
  'B1',
  'B2',
  'B3',
  'C1',
  'C2',
  'C3',
  'C4',
  'D1',
  'D2',
  'D3',
  'D4',
  'D5',
  'E1',
  'E2',
  'E3',
  'E4',
  'E5',
] as const;

export const RANK_IN_FORM_OPTIONS = [
  '1 - 20',
  '21 - 50',
  '51 - 100',
  '100+',
  'Not disclosed by school',
] as const;

export const YEAR_OF_STUDY_OPTIONS = ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Others'] as const;

/** Bookings also come from people who have left university. */
export const BOOKING_YEAR_OF_STUDY_OPTIONS = [...YEAR_OF_STUDY_OPTIONS, 'Alumni'] as const;

/** Demo and house schools that would clutter a real school's picker. */
export const HIDDEN_SCHOOL_IDS = ['demo', 'beacon1', 'beacon3', 'beacon4'] as const;

export const DEFAULT_SCHOOL_ID = 'beacon1';

export function isSelectableSchool(id: string, showAll: boolean): boolean {
  return showAll || !(HIDDEN_SCHOOL_IDS as readonly string[]).includes(id);
}

export const STUDENT_LIST_PAGE = 20;
export const STUDENT_LIST_BATCH = 100;
export const SCHOOL_LIST_PAGE = 50;

/** '5A' → 'F.5'. Class names are typed by people, so case and spaces are forgiven. */
export function classForm(className: string): SeniorForm | undefined {
  const wanted = className.trim().toUpperCase();
  const forms = Object.keys(CLASSES_BY_FORM) as SeniorForm[];
  return forms.find((form) => (CLASSES_BY_FORM[form] as readonly string[]).includes(wanted));
}
