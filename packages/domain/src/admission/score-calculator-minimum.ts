import { CSD_CODE, type EnteredGrade, parseMinimumLevel } from './grades.ts';
import { addCaveat } from './score-calculator-subjects.ts';
import type { GroupedMinGradeRule, NotMetMinGrade, ScoreStep } from './score-calculator-types.ts';
import type { ElectiveMinimum, ProgramMinimum, ScoreCaveat } from './score-spec.ts';

export interface MinimumOutcome {
  notMeetMinGradeSubjects: NotMetMinGrade[];
  groupedMinGradeSubjectRules: GroupedMinGradeRule[];
}

// Plain loops: this runs for every programme of every student (bench/score-calculator.ts).

/**
 * The programme's minimum requirements (programme_min_requirements_2026.csv): core levels per subject, and
 * elective requirements as groups ("1 of Biology / Chemistry at Level 3"), each met by a different subject.
 * A core subject without a grade does not meet its level, except CSD, which nearly every candidate attains:
 * without a grade it is taken as Attained (and the result says so).
 */
export function checkMinimum(
  minimum: ProgramMinimum,
  entries: readonly EnteredGrade[],
  rows: readonly ScoreStep[],
  caveats: ScoreCaveat[],
): MinimumOutcome {
  const notMeetMinGradeSubjects: NotMetMinGrade[] = [];
  for (const rule of minimum.core) {
    const entry = entries.find((e) => e.code === rule.subjectCode);
    const row = rows.find((r) => r.subjectCode === rule.subjectCode);
    if (row) row.minGrade = rule.minGrade;
    if (!entry && rule.subjectCode === CSD_CODE) {
      addCaveat(caveats, 'csdAssumedAttained');
      continue;
    }
    const min = parseMinimumLevel(rule.minGrade);
    if (min && (!entry || entry.level === null || entry.level < min.level)) {
      notMeetMinGradeSubjects.push({
        subjectCode: rule.subjectCode,
        minGrade: rule.minGrade,
        grade: entry ? entry.grade : null,
      });
      if (row) row.failedMinGrade = true;
    }
  }
  return { notMeetMinGradeSubjects, groupedMinGradeSubjectRules: matchElectives(minimum, entries) };
}

/** Each elective slot needs its own subject: a small bipartite matching (two groups of one in the data). */
function matchElectives(minimum: ProgramMinimum, entries: readonly EnteredGrade[]): GroupedMinGradeRule[] {
  const rules = minimum.electives;
  if (rules.length === 0) return [];
  const slotGroup: number[] = [];
  const slotOptions: string[][] = [];
  for (let group = 0; group < rules.length; group++) {
    const rule = rules[group]!;
    const min = parseMinimumLevel(rule.minGrade)?.level ?? 0;
    const options: string[] = [];
    for (const e of entries) {
      if (!e.elective || e.level === null || e.level < min || rule.excludes.includes(e.code)) continue;
      if (rule.subjects !== 'any' && !rule.subjects.includes(e.code)) continue;
      options.push(e.code);
    }
    for (let i = 0; i < rule.count; i++) {
      slotGroup.push(group);
      slotOptions.push(options);
    }
  }
  // held[slot] = the subject that slot uses ('' none). Slots of the narrowest requirements are matched
  // first: augmenting never unmatches a slot, so when the subjects run short it is the broadest requirement
  // ("any elective") that is reported unmet — a lone Chemistry meets "one of Biology / Chemistry / Physics",
  // and the student lacks a second elective, not a science.
  const held: string[] = slotOptions.map(() => '');
  const order = slotOptions.map((_, slot) => slot).sort((a, b) => narrowness(rules, slotGroup, a, b));
  for (const slot of order) assign(slot, slotOptions, held, []);

  const result: GroupedMinGradeRule[] = [];
  for (let group = 0; group < rules.length; group++) {
    const rule = rules[group]!;
    const matchedSubjects: string[] = [];
    for (let slot = 0; slot < held.length; slot++) {
      if (slotGroup[slot] === group && held[slot] !== '') matchedSubjects.push(held[slot]!);
    }
    result.push({
      count: rule.count,
      minGrade: rule.minGrade,
      subjects: rule.subjects,
      excludes: rule.excludes,
      matchedSubjects,
      met: matchedSubjects.length >= rule.count,
    });
  }
  return result;
}

/** Lists before 'any', shorter lists first, higher levels first; else the published order. */
function narrowness(
  rules: readonly ElectiveMinimum[],
  slotGroup: readonly number[],
  a: number,
  b: number,
): number {
  const ra = rules[slotGroup[a]!]!;
  const rb = rules[slotGroup[b]!]!;
  const width = (r: ElectiveMinimum) => (r.subjects === 'any' ? Number.POSITIVE_INFINITY : r.subjects.length);
  const level = (r: ElectiveMinimum) => parseMinimumLevel(r.minGrade)?.level ?? 0;
  return width(ra) - width(rb) || level(rb) - level(ra) || a - b;
}

/** Augmenting path: give `slot` a subject, moving another slot to a different subject if need be. */
function assign(slot: number, options: readonly string[][], held: string[], seen: string[]): boolean {
  for (const code of options[slot]!) {
    if (seen.includes(code)) continue;
    seen.push(code);
    const other = held.indexOf(code);
    if (other === -1 || assign(other, options, held, seen)) {
      held[slot] = code;
      return true;
    }
  }
  return false;
}
