import { INTEREST_QUESTIONS, RIASEC_TYPES, type RiasecType } from './riasec-questions.ts';

// Beyond the spec: an interest profile (Holland RIASEC) that ranks professions and disciplines by fit,
// with the reason for each match. The professions' Holland codes are the project's reading of the ISCO-08
// groups (sub-major group, or minor group where it differs); they are a guide, not published data.

/** 0 = not for me, 1 = not sure, 2 = I would enjoy it. */
export type InterestAnswer = 0 | 1 | 2;
export type InterestAnswers = Readonly<Record<string, InterestAnswer>>;
export type RiasecScores = Record<RiasecType, number>;

const HOLLAND_BY_GROUP: Readonly<Record<string, string>> = {
  '01': 'ER',
  '02': 'RE',
  '03': 'RC',
  '11': 'ES',
  '12': 'EC',
  '13': 'ER',
  '14': 'ES',
  '21': 'IR',
  '22': 'IS',
  '23': 'SA',
  '24': 'EC',
  '25': 'IC',
  '26': 'AS',
  '31': 'RI',
  '32': 'SI',
  '33': 'CE',
  '34': 'SA',
  '35': 'RC',
  '41': 'CE',
  '42': 'CS',
  '43': 'CR',
  '44': 'CS',
  '51': 'SE',
  '52': 'ES',
  '53': 'SR',
  '54': 'RS',
  '61': 'RI',
  '62': 'RI',
  '63': 'RC',
  '71': 'RC',
  '72': 'RI',
  '73': 'RA',
  '74': 'RI',
  '75': 'RC',
  '81': 'RC',
  '82': 'RC',
  '83': 'RC',
  '91': 'RS',
  '92': 'RC',
  '93': 'RC',
  '94': 'RS',
  '95': 'ES',
  '96': 'RC',
  // Minor groups that differ from their sub-major group.
  '212': 'IC',
  '213': 'IR',
  '216': 'AI',
  '226': 'SI',
  '235': 'SA',
  '241': 'CE',
  '243': 'EA',
  '261': 'EI',
  '262': 'CI',
  '263': 'SI',
  '264': 'AI',
  '265': 'AS',
  '334': 'CE',
  '342': 'RS',
  '343': 'AR',
  '512': 'RA',
  '514': 'AS',
  // Unit groups whose work differs from their minor group's (263 holds economists as well as social workers;
  // economists were shown as fitting Social interests).
  '2631': 'IC',
  '2632': 'IS',
  '2633': 'IA',
  '2634': 'IS',
  '2635': 'SE',
  '2636': 'SA',
  '2642': 'AE',
  '2643': 'AS',
};

/** The two-letter Holland code of an ISCO-08 unit group (its own, else its minor group's, else its sub-major group's). */
export function hollandCode(iscoCode: string): string {
  return (
    HOLLAND_BY_GROUP[iscoCode] ??
    HOLLAND_BY_GROUP[iscoCode.slice(0, 3)] ??
    HOLLAND_BY_GROUP[iscoCode.slice(0, 2)] ??
    'RC'
  );
}

export function isCompleteInterestAnswers(answers: InterestAnswers): boolean {
  return INTEREST_QUESTIONS.every((q) => answers[q.id] === 0 || answers[q.id] === 1 || answers[q.id] === 2);
}

/** Each type's share of its best possible answers, 0–1. */
export function interestScores(answers: InterestAnswers): RiasecScores {
  const scores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 } as RiasecScores;
  const counts = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 } as RiasecScores;
  for (const q of INTEREST_QUESTIONS) {
    counts[q.type] += 2;
    scores[q.type] += answers[q.id] ?? 0;
  }
  for (const t of RIASEC_TYPES) scores[t] = counts[t] === 0 ? 0 : scores[t] / counts[t];
  return scores;
}

/** The student's strongest types, best first: the best and any within 0.15 of it, at most 3. */
export function topTypes(scores: RiasecScores): RiasecType[] {
  const sorted = [...RIASEC_TYPES].sort((a, b) => scores[b] - scores[a]);
  const best = scores[sorted[0] ?? 'R'];
  return sorted.filter((t, i) => i < 3 && (i === 0 || scores[t] >= best - 0.15) && scores[t] > 0);
}

/** How much a Holland code counts toward each type: the first letter twice the second. */
function letterWeights(code: string): Partial<RiasecScores> {
  const [first, second] = code.split('') as RiasecType[];
  const w: Partial<RiasecScores> = {};
  if (first) w[first] = 2 / 3;
  if (second) w[second] = (w[second] ?? 0) + 1 / 3;
  return w;
}

export type MatchReason =
  | { kind: 'interest'; types: RiasecType[] }
  | { kind: 'likedSimilar'; type: RiasecType }
  | { kind: 'newToYou' };

export interface RankedMatch {
  id: number;
  fit: number;
  hollandCode: string;
  reasons: MatchReason[];
}

export interface RankingSignals {
  likedIscoCodes?: readonly string[];
  dislikedIscoCodes?: readonly string[];
  notHeardOfIds?: ReadonlySet<number>;
}

/**
 * The answers' scores, moved by the student's reactions: each liked profession adds a little to its
 * code's types, each disliked one takes a little away (never below zero).
 */
export function refinedScores(scores: RiasecScores, signals: RankingSignals): RiasecScores {
  const out = { ...scores };
  const shift = (codes: readonly string[] | undefined, sign: number) => {
    for (const code of codes ?? []) {
      for (const [t, w] of Object.entries(letterWeights(hollandCode(code)))) {
        out[t as RiasecType] = Math.max(0, out[t as RiasecType] + sign * 0.05 * (w ?? 0));
      }
    }
  };
  shift(signals.likedIscoCodes, 1);
  shift(signals.dislikedIscoCodes, -1);
  return out;
}

function fitOf(code: string, scores: RiasecScores): number {
  let fit = 0;
  for (const [t, w] of Object.entries(letterWeights(code))) fit += (w ?? 0) * scores[t as RiasecType];
  return fit;
}

/** Professions by fit, best first, each with why it matches; ties keep the classification's order. */
export function rankProfessionsByInterest(
  professions: readonly { id: number; iscoCode: string }[],
  answers: InterestAnswers,
  signals: RankingSignals = {},
): RankedMatch[] {
  const base = interestScores(answers);
  const scores = refinedScores(base, signals);
  const top = new Set(topTypes(base));
  const likedTypes = new Set((signals.likedIscoCodes ?? []).map((c) => hollandCode(c)[0] as RiasecType));
  return professions
    .map((p, index) => {
      const code = hollandCode(p.iscoCode);
      const matched = (code.split('') as RiasecType[]).filter((t) => top.has(t));
      const reasons: MatchReason[] = [];
      if (matched.length > 0) reasons.push({ kind: 'interest', types: matched });
      const first = code[0] as RiasecType;
      if (likedTypes.has(first)) reasons.push({ kind: 'likedSimilar', type: first });
      const newToYou = signals.notHeardOfIds?.has(p.id) ?? false;
      if (newToYou) reasons.push({ kind: 'newToYou' });
      // A profession the student has not heard of gets a nudge: meeting it is the point of the survey.
      const fit = fitOf(code, scores) + (newToYou ? 0.02 : 0);
      return { id: p.id, fit, hollandCode: code, reasons, index };
    })
    .sort((a, b) => b.fit - a.fit || a.index - b.index)
    .map(({ index: _index, ...match }) => match);
}

/**
 * Disciplines by fit: a discipline's profile is the average code weight of the professions it leads to;
 * the reason names the student's strong types it serves.
 */
export function rankDisciplinesByInterest(
  disciplines: readonly { id: number }[],
  professions: readonly { iscoCode: string; disciplineIds: readonly number[] }[],
  answers: InterestAnswers,
  signals: RankingSignals = {},
): RankedMatch[] {
  const base = interestScores(answers);
  const scores = refinedScores(base, signals);
  const top = new Set(topTypes(base));
  return disciplines
    .map((d, index) => {
      const profile = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 } as RiasecScores;
      const related = professions.filter((p) => p.disciplineIds.includes(d.id));
      for (const p of related) {
        for (const [t, w] of Object.entries(letterWeights(hollandCode(p.iscoCode)))) {
          profile[t as RiasecType] += (w ?? 0) / related.length;
        }
      }
      const ordered = [...RIASEC_TYPES].sort((a, b) => profile[b] - profile[a]);
      const code = ordered.slice(0, 2).join('');
      let fit = 0;
      for (const t of RIASEC_TYPES) fit += profile[t] * scores[t];
      const matched = ordered.slice(0, 2).filter((t) => top.has(t) && profile[t] > 0);
      return {
        id: d.id,
        fit: related.length === 0 ? 0 : fit,
        hollandCode: related.length === 0 ? '' : code,
        reasons: matched.length > 0 ? [{ kind: 'interest' as const, types: matched }] : [],
        index,
      };
    })
    .sort((a, b) => b.fit - a.fit || a.index - b.index)
    .map(({ index: _index, ...match }) => match);
}
