import { CLASSES_BY_FORM } from '../school-lists.ts';

/**
 * Spec 2 §4 "Elective ordering". A student says which electives they lean to in three choice orders
 * (1st, 2nd, 3rd) and a fourth slot, Math Options (the extended modules M1, M2).
 */

export const ELECTIVE_ORDERS = [1, 2, 3, 4] as const;
export type ElectiveOrder = (typeof ELECTIVE_ORDERS)[number];
export const MATH_OPTIONS_ORDER = 4;

/** English labels for the locale files. */
export const ELECTIVE_ORDER_LABELS_EN: Readonly<Record<ElectiveOrder, string>> = {
  1: '1st',
  2: '2nd',
  3: '3rd',
  4: 'Math Options',
};

/** Subject codes of the Math Options slot. */
export const MATH_OPTION_CODES: readonly string[] = ['M1', 'M2'];

export function isMathOption(code: string | null | undefined): boolean {
  return code != null && MATH_OPTION_CODES.includes(code);
}

/**
 * The DSE electives a student studies, as /ab3 and the profile offer them (one list): the Category A
 * electives and the Math Options. Core subjects, Applied Learning and other languages are not in it.
 */
export function isDseElective(subject: { code: string; category: string }): boolean {
  return subject.category.startsWith('Category A') || MATH_OPTION_CODES.includes(subject.code);
}

/**
 * The subject a profile's elective names. Profiles store the English name; older ones hold what was typed,
 * so a code or English name in any case, or the Chinese name, is matched too.
 */
export function findElective<S extends { code: string; nameEn: string; nameChi: string }>(
  value: string,
  subjects: readonly S[],
): S | undefined {
  const wanted = value.trim();
  const lower = wanted.toLowerCase();
  if (!wanted) return undefined;
  return subjects.find(
    (s) => s.code.toLowerCase() === lower || s.nameEn.toLowerCase() === lower || s.nameChi === wanted,
  );
}

export function isElectiveOrder(value: unknown): value is ElectiveOrder {
  return typeof value === 'number' && (ELECTIVE_ORDERS as readonly number[]).includes(value);
}

export interface ChosenElective {
  order: number;
  /** Subject code ('Phys', 'M1', …). */
  code: string;
  reaction: string | null | undefined;
}

const liked = (chosen: ChosenElective): boolean => chosen.reaction === 'like';

/**
 * Whether a choice order can be picked now:
 * - order 1 always;
 * - order 2 or 3 only when every earlier order (1, or 1 and 2) has a liked elective;
 * - order 4, Math Options, only when none is chosen yet among orders 1–3 — reading the spec's "only
 *   when none is chosen" as "no extended maths module taken as an ordinary elective", since a student
 *   who already has M1 or M2 there needs no separate maths slot. It does not wait for orders 1–3.
 */
export function isElectiveOrderEnabled(order: number, chosen: readonly ChosenElective[]): boolean {
  if (order === 1) return true;
  if (order === 2 || order === 3) {
    for (let earlier = 1; earlier < order; earlier++) {
      if (!chosen.some((c) => c.order === earlier && liked(c))) return false;
    }
    return true;
  }
  if (order === MATH_OPTIONS_ORDER) {
    return !chosen.some((c) => c.order < MATH_OPTIONS_ORDER && liked(c) && isMathOption(c.code));
  }
  return false;
}

/** The F.4 classes that carry the elective streams (4A–4E). */
export const STREAM_CLASSES = CLASSES_BY_FORM['F.4'];
export type StreamClass = (typeof STREAM_CLASSES)[number];

/**
 * A school's elective streams: for each F.4 class, the subject codes allowed in choice orders 1–3.
 * Stored as JSON in the school's settings. An order missing for a class allows every elective, and a
 * class missing from the chart is not streamed.
 *
 * Default (DEFAULT_ELECTIVE_STREAMS, used when a school has defined none): no class is streamed, so every
 * elective is allowed in every order and Math Options offers M1 and M2.
 */
export type ElectiveStreamChart = Partial<Record<StreamClass, Partial<Record<1 | 2 | 3, readonly string[]>>>>;

export const DEFAULT_ELECTIVE_STREAMS: ElectiveStreamChart = {};

/**
 * The stream class of a student's class. HK schools keep a class's letter from F.4 to F.6 (5B was 4B),
 * so the letter picks the stream; null for a class outside 4A–6E.
 */
export function streamClassOf(className: string | null | undefined): StreamClass | null {
  const match = /^\s*([456])\s*([A-E])\s*$/i.exec(className ?? '');
  if (!match) return null;
  return `4${match[2]!.toUpperCase()}` as StreamClass;
}

/** Reads a stored chart, keeping only well-formed entries (the JSON comes from a settings form). */
export function parseElectiveStreamChart(value: unknown): ElectiveStreamChart {
  if (value == null || typeof value !== 'object' || Array.isArray(value)) return DEFAULT_ELECTIVE_STREAMS;
  const chart: ElectiveStreamChart = {};
  for (const stream of STREAM_CLASSES) {
    const orders = (value as Record<string, unknown>)[stream];
    if (orders == null || typeof orders !== 'object' || Array.isArray(orders)) continue;
    const parsed: Partial<Record<1 | 2 | 3, readonly string[]>> = {};
    for (const order of [1, 2, 3] as const) {
      const codes = (orders as Record<string, unknown>)[String(order)];
      if (Array.isArray(codes) && codes.every((code) => typeof code === 'string')) parsed[order] = codes;
    }
    chart[stream] = parsed;
  }
  return chart;
}

/**
 * The electives a student may pick in a choice order. Orders 1–3 offer `electiveCodes` (the ordinary
 * electives, M1/M2 included if the caller lists them), narrowed by the stream chart of the student's
 * class when it lists that order; order 4 offers the Math Options, M1 and M2.
 */
export function allowedElectives(
  order: number,
  {
    electiveCodes,
    className,
    chart = DEFAULT_ELECTIVE_STREAMS,
  }: { electiveCodes: readonly string[]; className?: string | null; chart?: ElectiveStreamChart },
): string[] {
  if (order === MATH_OPTIONS_ORDER) return [...MATH_OPTION_CODES];
  if (order !== 1 && order !== 2 && order !== 3) return [];
  const stream = streamClassOf(className);
  const allowed = stream ? chart[stream]?.[order] : undefined;
  if (!allowed) return [...electiveCodes];
  return electiveCodes.filter((code) => allowed.includes(code));
}
