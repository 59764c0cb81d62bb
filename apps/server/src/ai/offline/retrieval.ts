import MiniSearch, { type SearchResult } from 'minisearch';
import type { AiCatalogue, CatalogueDiscipline, CatalogueProfession } from '../catalogue.ts';
import type { StudentSignals } from '../types.ts';
import { tokenize } from './tokenize.ts';

interface Doc {
  id: number;
  name: string;
  detail: string;
}

export interface Ranked<T> {
  item: T;
  score: number;
  /** The query's words this item matched (from the student's text or tag). */
  matched: string[];
}

/** Profile signals (subjects, electives, tags) count less than what the student asked for. */
const PROFILE_WEIGHT = 0.35;
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
  const groups = p.groups.map((g) => `${g.name} ${g.nameChi}`).join(' ');
  const segments = (p.segments ?? []).map((s) => `${s.name} ${s.nameChi ?? ''}`).join(' ');
  return { id: p.id, name: `${p.name} ${p.nameChi}`, detail: `${groups} ${segments} ${p.explanation ?? ''}` };
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
}

function scores(results: SearchResult[]): Map<number, SearchResult> {
  return new Map(results.map((r) => [r.id as number, r]));
}

function profileQuery(student: StudentSignals): string {
  return [...student.strongSubjects, ...student.electives, ...student.tags].join(' ');
}

function rank<T extends { id: number }>(
  index: MiniSearch<Doc>,
  byId: Map<number, T>,
  query: string,
  student: StudentSignals,
  opts: { liked: ReadonlySet<number>; disliked: ReadonlySet<number>; weight?: (item: T) => number },
): Ranked<T>[] {
  const main = scores(query.trim() ? index.search(query) : []);
  const profileText = profileQuery(student);
  const profile = scores(profileText.trim() ? index.search(profileText) : []);
  // With no words of their own, the student's profile alone decides.
  const candidates = main.size > 0 ? [...main.keys()] : [...profile.keys()];
  const ranked: Ranked<T>[] = [];
  for (const id of candidates) {
    const item = byId.get(id);
    if (!item || opts.disliked.has(id)) continue;
    const hit = main.get(id);
    let score = (hit?.score ?? 0) + PROFILE_WEIGHT * (profile.get(id)?.score ?? 0);
    if (opts.liked.has(id)) score *= LIKED_BOOST;
    score *= opts.weight?.(item) ?? 1;
    const matched = [...new Set((hit ?? profile.get(id))?.queryTerms ?? [])];
    ranked.push({ item, score, matched });
  }
  return ranked.sort((a, b) => b.score - a.score || a.item.id - b.item.id);
}

export function rankDisciplines(
  catalogue: AiCatalogue,
  query: string,
  student: StudentSignals,
): Ranked<CatalogueDiscipline>[] {
  return rank(indexesOf(catalogue).disciplines, catalogue.disciplineById, query, student, {
    liked: new Set(student.likedDisciplineIds),
    disliked: new Set(student.dislikedDisciplineIds),
    // A study area with no listed programme cannot be applied for this year.
    weight: (d) => (d.programCount > 0 ? 1 : 0.2),
  });
}

export function rankProfessions(
  catalogue: AiCatalogue,
  query: string,
  student: StudentSignals,
): Ranked<CatalogueProfession>[] {
  return rank(indexesOf(catalogue).professions, catalogue.professionById, query, student, {
    liked: new Set(),
    disliked: new Set(),
    // Students planning JUPAS aim at work that asks for post-secondary study (ISCO skill levels 3 and 4).
    weight: (p) => 0.85 + 0.05 * p.skillLevel,
  });
}

/** Study areas whose programmes match a profession: what to study to get there. */
export function disciplinesForProfession(
  catalogue: AiCatalogue,
  profession: CatalogueProfession,
): CatalogueDiscipline[] {
  const words = [profession.name, profession.nameChi, ...profession.groups.slice(-1).map((g) => g.name)].join(
    ' ',
  );
  return indexesOf(catalogue)
    .disciplines.search(words)
    .map((r) => catalogue.disciplineById.get(r.id as number))
    .filter((d): d is CatalogueDiscipline => d !== undefined && d.programCount > 0)
    .slice(0, 3);
}
