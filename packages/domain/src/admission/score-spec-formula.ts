import type { FormulaTerm, ScoreInstitution, TermWeight } from './score-spec.ts';

/**
 * Reads a published formula label (programmes_2026.score_formula_2026) into terms. The structured rules
 * say which subjects carry which weight; only the label says how many subjects count and which are named
 * (HKU `Eng + 1.5 x Math + 1.5 x Best Sci Subject^ + Best 2 Subjects with Weighting1`, CUHK
 * `AMATH+Best(1,[AMTH1,AMTH2])+Best(3)`, CityUHK `3 Core + 2 Elective Subjects`, PolyU `Chinese & English
 * Languages + Any Best 3 Subjects (plus …)`). HKUST's labels are not read: its formula steps are complete.
 */

export interface ParsedFormula {
  terms: FormulaTerm[];
  /** `0.2 x 6th Best Subject`: the subject after those counted, times `multiplier`. */
  bonus: { rank: number; multiplier: number; weight: TermWeight } | null;
  /** The label mentions PolyU's extra bonus for a 6th subject at Level 3 or above. */
  polyuBonus: boolean;
  /** The label had footnote marks (#, %, ^ …) whose conditions the data does not carry. */
  footnote: boolean;
  /** "Best Sci Subject" was read as the best of Biology, Chemistry and Physics. */
  sciencesAssumed: boolean;
}

const SUBJECT_NAMES: Readonly<Record<string, string>> = {
  eng: 'Eng',
  english: 'Eng',
  'english language': 'Eng',
  math: 'Maths',
  maths: 'Maths',
  mathematics: 'Maths',
  chin: 'Chi',
  chinese: 'Chi',
  'chinese language': 'Chi',
  m1: 'M1',
  m2: 'M2',
  biology: 'Bio',
  chemistry: 'Chem',
  physics: 'Phys',
  economics: 'Econ',
};

/** CUHK's subject codes in its formula labels. */
const CUHK_CODES: Readonly<Record<string, string>> = {
  ACHIN: 'Chi',
  AENGL: 'Eng',
  AMATH: 'Maths',
  AMTH1: 'M1',
  AMTH2: 'M2',
  ABIOL: 'Bio',
  ACHEM: 'Chem',
  APHYS: 'Phys',
};

const SCIENCES = ['Bio', 'Chem', 'Phys'];
const FOOTNOTE_MARKS = /[#%^*~▲]/g;
const POLYU_BONUS = /\s*\(plus an additional bonus score for the 6th subject[^)]*\)/i;

function subjectCodes(names: string): string[] | null {
  const codes: string[] = [];
  for (const name of names.split(/\s*(?:\/|\bor\b)\s*/i)) {
    const code = SUBJECT_NAMES[name.trim().toLowerCase()];
    if (!code) return null;
    codes.push(code);
  }
  return codes;
}

function cuhkCodes(list: string): string[] | null {
  const codes = list.split(',').map((c) => CUHK_CODES[c.trim()]);
  return codes.every((c): c is string => c !== undefined) ? codes : null;
}

export function parseFormulaLabel(label: string, institution: ScoreInstitution): ParsedFormula | null {
  const parsed: ParsedFormula = {
    terms: [],
    bonus: null,
    polyuBonus: POLYU_BONUS.test(label),
    footnote: false,
    sciencesAssumed: false,
  };
  let text = label.replace(POLYU_BONUS, '');
  const stripped = text.replace(FOOTNOTE_MARKS, '');
  parsed.footnote = stripped !== text;
  text = stripped.trim();
  if (text === '') return null;
  // HKU weighs only the terms that say so ("with Weighting1" or a multiplier); the others publish one
  // weighting list for the whole formula.
  const defaultWeight: TermWeight = institution === 'HKU' ? 1 : 'flat';
  for (const part of text.split(/\s*\+\s*/)) {
    if (!readTerm(part.trim(), defaultWeight, parsed)) return null;
  }
  return parsed.terms.length > 0 ? parsed : null;
}

function readTerm(part: string, defaultWeight: TermWeight, parsed: ParsedFormula): boolean {
  const cuhk = /^(?:A([A-Z0-9]+)|Best\((\d+)(?:,\[([A-Z0-9,]+)\])?\))$/.exec(part);
  if (cuhk) {
    if (cuhk[1] !== undefined) {
      const code = CUHK_CODES[`A${cuhk[1]}`];
      if (!code) return false;
      parsed.terms.push({ kind: 'subject', subjects: [code], weight: defaultWeight });
      return true;
    }
    const from = cuhk[3] === undefined ? 'any' : cuhkCodes(cuhk[3]);
    if (from === null) return false;
    parsed.terms.push({ kind: 'best', count: Number(cuhk[2]), from, weight: defaultWeight });
    return true;
  }

  const multiplied = /^(\d+(?:\.\d+)?)\s*x\s+(.+)$/i.exec(part);
  let body = multiplied ? multiplied[2]!.trim() : part;
  const weighted = /\s+with\s+weighting\s*1$/i.exec(body);
  if (weighted) body = body.slice(0, weighted.index).trim();
  const weight: TermWeight = multiplied ? Number(multiplied[1]) : weighted ? 'flat' : defaultWeight;

  const bonus = /^(\d+)(?:st|nd|rd|th) Best Subject$/i.exec(body);
  if (bonus) {
    if (!multiplied || parsed.bonus) return false;
    parsed.bonus = { rank: Number(bonus[1]), multiplier: Number(multiplied[1]), weight: defaultWeight };
    return true;
  }
  const core = /^(\d+) Core$/i.exec(body);
  if (core) {
    if (core[1] !== '3') return false;
    for (const code of ['Chi', 'Eng', 'Maths'])
      parsed.terms.push({ kind: 'subject', subjects: [code], weight });
    return true;
  }
  if (/^Chinese & English Languages$/i.test(body)) {
    for (const code of ['Chi', 'Eng']) parsed.terms.push({ kind: 'subject', subjects: [code], weight });
    return true;
  }
  const electives = /^(\d+) Elective Subjects?$/i.exec(body);
  if (electives) {
    parsed.terms.push({ kind: 'best', count: Number(electives[1]), from: 'electives', weight });
    return true;
  }
  const best = /^(?:Any )?Best (\d+)(?: Subjects?)?$/i.exec(body);
  if (best) {
    parsed.terms.push({ kind: 'best', count: Number(best[1]), from: 'any', weight });
    return true;
  }
  if (/^Best (?:Remaining )?Subject$/i.test(body)) {
    parsed.terms.push({ kind: 'best', count: 1, from: 'any', weight });
    return true;
  }
  if (/^Best Sci(?:ence)? Subject$/i.test(body)) {
    parsed.sciencesAssumed = true;
    parsed.terms.push({ kind: 'best', count: 1, from: [...SCIENCES], weight });
    return true;
  }
  const bestFrom = /^Best (\d+) from (.+)$/i.exec(body) ?? /^Best( )of (.+)$/i.exec(body);
  if (bestFrom) {
    const from = subjectCodes(bestFrom[2]!);
    if (!from) return false;
    const count = bestFrom[1] === ' ' ? 1 : Number(bestFrom[1]);
    parsed.terms.push({ kind: 'best', count, from, weight });
    return true;
  }
  const subjects = subjectCodes(body);
  if (!subjects) return false;
  parsed.terms.push({ kind: 'subject', subjects, weight });
  return true;
}

function fillRank(term: FormulaTerm): number {
  if (term.kind === 'subject') return term.subjects.length === 1 ? 0 : 1;
  if (Array.isArray(term.from)) return 2 + term.from.length / 100;
  if (term.from === 'electives') return 3;
  return term.weight === 1 ? 5 : 4;
}

/**
 * The order the calculator fills terms in, most constrained first: named subjects, lists ("Best 2 from
 * Biology / Chemistry …", shortest first), electives, weighted "best" terms and last the unweighted ones,
 * so that a general term never takes the subject a narrower one needs.
 */
export function orderTermsForFilling(terms: readonly FormulaTerm[]): FormulaTerm[] {
  return terms
    .map((term, index) => ({ term, index, rank: fillRank(term) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((t) => t.term);
}
