import { hollandCode } from '@waypoint/domain';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { AiCatalogue, CatalogueDiscipline, CatalogueProfession, InterestTerm } from '../catalogue.ts';
import type { StudentSignals } from '../types.ts';
import { tokenize } from './tokenize.ts';
import { type Meaning, understand } from './understand.ts';

// Ranking for the offline guide. What the student's words mean comes first (understand.ts): a job they
// name, the jobs and study areas their interests point to, in the lexicon's order; then plain text
// retrieval over our data for the words nothing recognised; the profile (subjects, electives, teacher
// tags, likes) only tips the balance.

interface Doc {
  id: number;
  name: string;
  detail: string;
}

export interface Ranked<T> {
  item: T;
  score: number;
  /** The student's own words this item answers to, as written. */
  matched: string[];
}

/** A named job, an interest's first job group, and so on down (see bumps below). */
const WEIGHT = {
  namedProfession: 10,
  sameGroupAsNamed: 2.5,
  sameDegreeAsNamed: 1.5,
  interestFirst: 4,
  interestDecay: 0.35,
  disciplineCore: 2,
  disciplineRelated: 0.8,
  riasec: 1,
  text: 1.5,
  profile: 0.5,
};
const LIKED_BOOST = 1.25;

function emptyIndex(): MiniSearch<Doc> {
  return new MiniSearch<Doc>({
    fields: ['name', 'detail'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { boost: { name: 3 }, combineWith: 'OR', prefix: (term) => term.length > 4 },
  });
}

function buildIndex(docs: Doc[]): MiniSearch<Doc> {
  const index = emptyIndex();
  index.addAll(docs);
  return index;
}

// The warm-up after start-up indexes in small chunks, handing the event loop back between them: built in
// one piece it held the first requests a third of a second.
async function buildIndexInTurns(docs: Doc[]): Promise<MiniSearch<Doc>> {
  const index = emptyIndex();
  await index.addAllAsync(docs, { chunkSize: 25 });
  return index;
}

function disciplineDoc(d: CatalogueDiscipline): Doc {
  const programmes = d.programs.map((p) => `${p.name} ${p.nameChi} ${p.faculty ?? ''}`).join(' ');
  return {
    id: d.id,
    name: `${d.name} ${d.nameChi}`,
    detail: `${d.groupName} ${d.groupNameChi} ${programmes}`,
  };
}

function professionDoc(p: CatalogueProfession): Doc {
  const names = [...(p.everydayNames ?? []), ...(p.everydayNamesChi ?? [])].join(' ');
  const profile = p.profile
    ? [p.profile.summary, p.profile.summaryChi, ...p.profile.tasks, ...p.profile.tasksChi].join(' ')
    : '';
  return { id: p.id, name: `${p.name} ${p.nameChi} ${names}`, detail: profile };
}

// One index per catalogue, built at the first question (about 60 ms for the whole reference data).
const indexes = new WeakMap<AiCatalogue, { disciplines: MiniSearch<Doc>; professions: MiniSearch<Doc> }>();

function indexesOf(catalogue: AiCatalogue) {
  let found = indexes.get(catalogue);
  if (!found) {
    found = {
      disciplines: buildIndex(catalogue.disciplines.map(disciplineDoc)),
      professions: buildIndex(catalogue.professions.map(professionDoc)),
    };
    indexes.set(catalogue, found);
  }
  return found;
}

/** Builds both indexes now, so the first student does not wait for it. */
export async function warmRetrieval(catalogue: AiCatalogue): Promise<void> {
  if (indexes.has(catalogue)) return;
  const disciplines = await buildIndexInTurns(catalogue.disciplines.map(disciplineDoc));
  const professions = await buildIndexInTurns(catalogue.professions.map(professionDoc));
  // A question asked meanwhile built them itself.
  if (!indexes.has(catalogue)) indexes.set(catalogue, { disciplines, professions });
  understand(catalogue, '');
}

/** Text-retrieval scores scaled so the best is 1: they add to the meaning scores on a known scale. */
function scaled(results: SearchResult[]): Map<number, SearchResult & { scaled: number }> {
  const top = results[0]?.score ?? 1;
  return new Map(results.map((r) => [r.id as number, { ...r, scaled: r.score / top }]));
}

function profileQuery(student: StudentSignals): string {
  return [...student.strongSubjects, ...student.electives, ...student.tags].join(' ');
}

class Scores {
  private readonly byId = new Map<number, { score: number; matched: string[] }>();

  bump(id: number, amount: number, said?: string) {
    const entry = this.byId.get(id) ?? { score: 0, matched: [] };
    entry.score += amount;
    if (said && amount > 0 && !entry.matched.includes(said)) entry.matched.push(said);
    this.byId.set(id, entry);
  }

  /** Two interests in one sentence: what answers both of them comes before what answers one. */
  favourWhatAnswersSeveral() {
    for (const entry of this.byId.values())
      if (entry.matched.length > 1 && entry.score > 0)
        entry.score *= 1 + 0.25 * Math.min(entry.matched.length - 1, 2);
  }

  get size() {
    return this.byId.size;
  }

  entries() {
    return this.byId.entries();
  }

  has(id: number) {
    return this.byId.has(id);
  }
}

/** How alike two Holland codes are, 0-1: the same first letter counts most. */
function hollandLikeness(a: string, b: string): number {
  const first = a[0] === b[0] ? 0.6 : b.includes(a[0] ?? '') ? 0.3 : 0;
  return first + (a[1] && b.includes(a[1]) ? 0.4 : 0);
}

const fits = new WeakMap<AiCatalogue, Map<string, Map<number, number>>>();

/**
 * How well each profession of an interest's job groups fits the interest itself, 0-1 within its group: a
 * group holds different work (visual artists, musicians and dancers share 265), so the interest's own words
 * are searched in the professions' names, everyday names, summaries and tasks. A group none of whose
 * professions mention the interest counts half for each (the lexicon's pointer, without evidence).
 */
function interestFit(catalogue: AiCatalogue, term: InterestTerm): Map<number, number> {
  const byTerm = fits.get(catalogue) ?? new Map<string, Map<number, number>>();
  fits.set(catalogue, byTerm);
  const cached = byTerm.get(term.id);
  if (cached) return cached;
  const hits = indexesOf(catalogue).professions.search([...term.words, ...term.wordsChi].join(' '));
  const score = new Map(hits.map((h) => [h.id as number, h.score]));
  const out = new Map<number, number>();
  const minors = new Set(term.iscoMinorCodes);
  const best = new Map<string, number>();
  for (const p of catalogue.professions) {
    const minor = p.iscoCode.slice(0, 3);
    if (minors.has(minor)) best.set(minor, Math.max(best.get(minor) ?? 0, score.get(p.id) ?? 0));
  }
  for (const p of catalogue.professions) {
    const top = best.get(p.iscoCode.slice(0, 3));
    if (top === undefined) continue;
    out.set(p.id, top > 0 ? (score.get(p.id) ?? 0) / top : 0.5);
  }
  byTerm.set(term.id, out);
  return out;
}

/** A Holland profile from the interests: first letter counts most. */
function riasecProfile(meanings: { meaning: Meaning; sign: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const { meaning, sign } of meanings) {
    if (meaning.kind !== 'interest') continue;
    [...meaning.term.riasec].forEach((letter, i) => {
      out.set(letter, (out.get(letter) ?? 0) + sign * [1, 0.6, 0.3][i]!);
    });
  }
  return out;
}

interface Reading {
  meanings: { meaning: Meaning; said: string; sign: number }[];
  rest: string;
}

function read(catalogue: AiCatalogue, query: string): Reading {
  const u = understand(catalogue, query);
  return {
    meanings: u.found.flatMap((f) =>
      f.meanings.map((meaning) => ({ meaning, said: f.said, sign: (f.negated ? -1 : 1) * f.weight })),
    ),
    rest: u.rest.join(' '),
  };
}

function finish<T extends { id: number }>(
  scores: Scores,
  byId: Map<number, T>,
  opts: { liked?: ReadonlySet<number>; disliked?: ReadonlySet<number>; weight?: (item: T) => number },
): Ranked<T>[] {
  const out: Ranked<T>[] = [];
  for (const [id, { score, matched }] of scores.entries()) {
    const item = byId.get(id);
    if (!item || opts.disliked?.has(id) || score <= 0) continue;
    let s = score * (opts.weight?.(item) ?? 1);
    if (opts.liked?.has(id)) s *= LIKED_BOOST;
    out.push({ item, score: s, matched });
  }
  return out.sort((a, b) => b.score - a.score || a.item.id - b.item.id);
}

/** Professions for a student's words. Empty when nothing in them is understood or found. */
export function rankProfessions(
  catalogue: AiCatalogue,
  query: string,
  student: StudentSignals,
): Ranked<CatalogueProfession>[] {
  const { meanings, rest } = read(catalogue, query);
  const scores = new Scores();
  const byMinor = new Map<string, CatalogueProfession[]>();
  for (const p of catalogue.professions) {
    const minor = p.iscoCode.slice(0, 3);
    byMinor.set(minor, [...(byMinor.get(minor) ?? []), p]);
  }
  const byDiscipline = new Map<number, { p: CatalogueProfession; core: boolean }[]>();
  for (const p of catalogue.professions)
    for (const a of p.studyAreas ?? [])
      byDiscipline.set(a.id, [...(byDiscipline.get(a.id) ?? []), { p, core: a.strength === 'core' }]);

  for (const { meaning, said, sign } of meanings) {
    if (meaning.kind === 'profession') {
      scores.bump(meaning.profession.id, sign * WEIGHT.namedProfession, said);
      const named = hollandCode(meaning.profession.iscoCode);
      for (const o of byMinor.get(meaning.profession.iscoCode.slice(0, 3)) ?? [])
        if (o.id !== meaning.profession.id)
          scores.bump(
            o.id,
            sign * WEIGHT.sameGroupAsNamed * (0.4 + 0.6 * hollandLikeness(named, hollandCode(o.iscoCode))),
            said,
          );
      // Work that the same degrees lead to straight (accountants: finance managers, dealers, analysts).
      const core = new Set(
        (meaning.profession.studyAreas ?? []).filter((a) => a.strength === 'core').map((a) => a.id),
      );
      for (const id of core)
        for (const { p, core: isCore } of byDiscipline.get(id) ?? [])
          if (isCore && p.id !== meaning.profession.id) scores.bump(p.id, sign * WEIGHT.sameDegreeAsNamed);
    } else if (meaning.kind === 'interest') {
      const fit = interestFit(catalogue, meaning.term);
      meaning.term.iscoMinorCodes.forEach((minor, rank) => {
        const w = WEIGHT.interestFirst / (1 + WEIGHT.interestDecay * rank);
        for (const p of byMinor.get(minor) ?? [])
          scores.bump(p.id, sign * w * (0.4 + 0.6 * (fit.get(p.id) ?? 1)), said);
      });
    } else {
      for (const { p, core } of byDiscipline.get(meaning.discipline.id) ?? [])
        scores.bump(p.id, sign * (core ? WEIGHT.disciplineCore : WEIGHT.disciplineRelated), said);
    }
  }

  const holland = riasecProfile(meanings);
  if (holland.size > 0) {
    const top = Math.max(...holland.values());
    if (top > 0)
      for (const p of catalogue.professions) {
        if (!scores.has(p.id)) continue;
        const code = hollandCode(p.iscoCode);
        const fit = (holland.get(code[0]!) ?? 0) + 0.5 * (holland.get(code[1] ?? '') ?? 0);
        scores.bump(p.id, (WEIGHT.riasec * fit) / top);
      }
  }

  scores.favourWhatAnswersSeveral();
  const index = indexesOf(catalogue).professions;
  const text = rest.trim() ? scaled(index.search(rest)) : new Map();
  for (const [id, r] of text)
    scores.bump(id, WEIGHT.text * r.scaled, r.queryTerms[0] ? restWord(rest, r.queryTerms) : undefined);
  if (scores.size === 0) return [];
  const profileText = profileQuery(student);
  if (profileText.trim())
    for (const [id, r] of scaled(index.search(profileText)))
      if (scores.has(id)) scores.bump(id, WEIGHT.profile * r.scaled);

  return finish(scores, catalogue.professionById, {
    // Students planning JUPAS aim at work that asks for post-secondary study (ISCO skill levels 3 and 4).
    weight: (p) => 0.85 + 0.05 * p.skillLevel,
  });
}

/** Study areas for a student's words. Empty when nothing in them is understood or found. */
export function rankDisciplines(
  catalogue: AiCatalogue,
  query: string,
  student: StudentSignals,
): Ranked<CatalogueDiscipline>[] {
  const { meanings, rest } = read(catalogue, query);
  const scores = new Scores();
  const byCode = new Map(catalogue.disciplines.map((d) => [d.code, d]));
  for (const { meaning, said, sign } of meanings) {
    if (meaning.kind === 'discipline')
      scores.bump(meaning.discipline.id, sign * WEIGHT.namedProfession, said);
    else if (meaning.kind === 'interest') {
      meaning.term.studyAreaCodes.forEach((code, rank) => {
        const d = byCode.get(code);
        if (d) scores.bump(d.id, sign * (WEIGHT.interestFirst / (1 + WEIGHT.interestDecay * rank)), said);
      });
    } else {
      for (const a of meaning.profession.studyAreas ?? [])
        scores.bump(
          a.id,
          sign * (a.strength === 'core' ? WEIGHT.interestFirst * 1.5 : WEIGHT.interestFirst * 0.6),
          said,
        );
    }
  }
  scores.favourWhatAnswersSeveral();
  const index = indexesOf(catalogue).disciplines;
  const text = rest.trim() ? scaled(index.search(rest)) : new Map();
  for (const [id, r] of text) scores.bump(id, WEIGHT.text * r.scaled, restWord(rest, r.queryTerms));
  if (scores.size === 0) return [];
  const profileText = profileQuery(student);
  if (profileText.trim())
    for (const [id, r] of scaled(index.search(profileText)))
      if (scores.has(id)) scores.bump(id, WEIGHT.profile * r.scaled);
  return finish(scores, catalogue.disciplineById, {
    liked: new Set(student.likedDisciplineIds),
    disliked: new Set(student.dislikedDisciplineIds),
    // A study area with no listed programme cannot be applied for this year.
    weight: (d) => (d.programCount > 0 ? 1 : 0.2),
  });
}

/** The student's word behind a text match (never the index's cut form). */
function restWord(rest: string, terms: string[]): string | undefined {
  const words = rest.split(' ');
  for (const t of terms) {
    const w = words.find((x) => tokenize(x).includes(t));
    if (w) return w;
  }
  return undefined;
}

/** Study areas leading to a profession, core first: what to study to get there. */
export function disciplinesForProfession(
  catalogue: AiCatalogue,
  profession: CatalogueProfession,
): CatalogueDiscipline[] {
  return [...(profession.studyAreas ?? [])]
    .sort((a, b) => (a.strength === b.strength ? 0 : a.strength === 'core' ? -1 : 1))
    .map((a) => catalogue.disciplineById.get(a.id))
    .filter((d): d is CatalogueDiscipline => d !== undefined && d.programCount > 0)
    .slice(0, 3);
}
