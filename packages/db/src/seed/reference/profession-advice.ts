import type { Tx } from '../../client.ts';
import { interestTerms, segmenterWords } from '../../schema/ai.ts';
import { professionPrograms, professions, workProfiles } from '../../schema/professions.ts';
import { programs } from '../../schema/programs.ts';
import { assertUnique } from './checks.ts';
import type { ReferenceFiles } from './files.ts';
import type { ProfessionLinks } from './profession-links.ts';
import type { ProfessionData } from './professions.ts';
import type { ProgramRow } from './programs.ts';
import { replaceAll } from './write.ts';

// The project's reviewed data for advice (method in docs/data.md): what people call each profession, what the
// work is day to day, the interest lexicon and the segmenter's word list, and the programmes that lead to each
// profession, chosen by the reviewed keywords of its links.

const RIASEC = /^[RIASEC]{1,3}$/;

export interface WorkProfileRow {
  iscoCode: string;
  summary: string;
  summaryChi: string;
  tasks: string[];
  tasksChi: string[];
  skills: string[];
  skillsChi: string[];
  workplaces: string[];
  workplacesChi: string[];
  entry: string;
  entryChi: string;
}

export interface InterestTermRow {
  id: string;
  words: string[];
  wordsChi: string[];
  riasec: string;
  studyAreaCodes: string[];
  iscoMinorCodes: string[];
}

export interface ProfessionAdvice {
  workProfiles: WorkProfileRow[];
  interestTerms: InterestTermRow[];
  segmenterWords: { word: string; kind: 'keep' | 'ignore' }[];
  /** Per ISCO-08 unit code: the JUPAS codes of the programmes leading to it, core before related. */
  professionPrograms: Map<string, { jupasCode: string; strength: 'core' | 'related' }[]>;
}

/** Whether `keyword` stands in `name` as whole words ('art' in 'Visual Art', not in 'Smart'). */
export function nameHasKeyword(name: string, keyword: string): boolean {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(name);
}

/** Fills each profession's everyday names, and reads the other advice files. */
export function parseProfessionAdvice(
  files: ReferenceFiles,
  data: ProfessionData,
  links: ProfessionLinks,
  programmes: readonly ProgramRow[],
  studyAreaCodes: ReadonlySet<string>,
): ProfessionAdvice {
  const titles = new Map<string, string>();
  for (const g of data.groups) titles.set(g.code, g.name);
  for (const p of data.professions) titles.set(p.iscoCode, p.name);
  const minorCodes = new Set(data.groups.filter((g) => g.level === 'minor').map((g) => g.code));

  const names = new Map<string, { en: string[]; zh: string[] }>();
  for (const row of files.csv('professions/everyday_names.csv').rows) {
    const code = row.requiredText('isco08_code');
    if (code.length !== 4 || !titles.has(code)) row.fail(`${code} is not an ISCO-08 unit group`);
    if (titles.get(code) !== row.requiredText('title_en')) row.fail(`title does not match ISCO-08 ${code}`);
    if (names.has(code)) row.fail(`${code} appears twice`);
    names.set(code, { en: row.list('names_en'), zh: row.list('names_zh_hk') });
  }
  for (const p of data.professions) {
    const n = names.get(p.iscoCode);
    if (!n) throw new Error(`professions/everyday_names.csv: no row for ${p.iscoCode}`);
    p.everydayNames = n.en;
    p.everydayNamesChi = n.zh;
  }

  const workProfileRows = files.csv('professions/work_profiles.csv').rows.map((row): WorkProfileRow => {
    const iscoCode = row.requiredText('isco08_code');
    if (!(iscoCode.length === 3 ? minorCodes.has(iscoCode) : iscoCode.length === 4 && titles.has(iscoCode)))
      row.fail(`${iscoCode} is neither an ISCO-08 minor group nor a unit group`);
    if (titles.get(iscoCode) !== row.requiredText('title_en'))
      row.fail(`title does not match ISCO-08 ${iscoCode}`);
    const pair = (column: string) => {
      const en = row.list(`${column}_en`);
      const zh = row.list(`${column}_zh_hk`);
      if (en.length === 0 || en.length !== zh.length)
        row.fail(`${column}: ${en.length} English and ${zh.length} Chinese items`);
      return [en, zh] as const;
    };
    const [tasks, tasksChi] = pair('tasks');
    const [skills, skillsChi] = pair('skills');
    const [workplaces, workplacesChi] = pair('workplaces');
    const entry = row.text('entry_en') ?? '';
    const entryChi = row.text('entry_zh_hk') ?? '';
    if (!entry !== !entryChi) row.fail('entry is in one language only');
    return {
      iscoCode,
      summary: row.requiredText('summary_en'),
      summaryChi: row.requiredText('summary_zh_hk'),
      tasks,
      tasksChi,
      skills,
      skillsChi,
      workplaces,
      workplacesChi,
      entry,
      entryChi,
    };
  });
  assertUnique(
    workProfileRows.map((w) => w.iscoCode),
    'work_profiles',
  );
  const profiled = new Set(workProfileRows.map((w) => w.iscoCode));
  for (const code of minorCodes)
    if (!profiled.has(code)) throw new Error(`professions/work_profiles.csv: no row for minor group ${code}`);

  const interestRows = files.csv('advice/interest_lexicon.csv').rows.map((row): InterestTermRow => {
    const riasec = row.requiredText('riasec');
    if (!RIASEC.test(riasec)) row.fail(`"${riasec}" is not a Holland code`);
    const studyAreas = row.list('study_areas');
    for (const a of studyAreas) if (!studyAreaCodes.has(a)) row.fail(`unknown study area "${a}"`);
    const minors = row.list('isco_minor');
    for (const m of minors) if (!minorCodes.has(m)) row.fail(`"${m}" is not an ISCO-08 minor group`);
    const wordsChi = row.list('words_zh_hk');
    for (const w of wordsChi) if ([...w].length < 2) row.fail(`"${w}" is a single character`);
    return {
      id: row.requiredText('id'),
      words: row.list('words_en').map((w) => w.toLowerCase()),
      wordsChi,
      riasec,
      studyAreaCodes: studyAreas,
      iscoMinorCodes: minors,
    };
  });
  assertUnique(
    interestRows.map((r) => r.id),
    'interest_lexicon',
  );

  const segmenterRows = files.csv('advice/segmenter_words.csv').rows.map((row) => ({
    word: row.requiredText('word'),
    kind: row.oneOf('kind', ['keep', 'ignore'] as const) ?? row.fail('no kind'),
  }));
  assertUnique(
    segmenterRows.map((r) => r.word),
    'segmenter_words',
  );

  const professionProgramLinks = new Map<string, { jupasCode: string; strength: 'core' | 'related' }[]>();
  for (const p of data.professions) {
    const keywords = links.programmeKeywords.get(p.iscoCode) ?? { core: [], related: [] };
    const list: { jupasCode: string; strength: 'core' | 'related' }[] = [];
    for (const prog of programmes) {
      if (keywords.core.some((k) => nameHasKeyword(prog.name, k)))
        list.push({ jupasCode: prog.jupasCode, strength: 'core' });
    }
    for (const prog of programmes) {
      if (list.some((l) => l.jupasCode === prog.jupasCode)) continue;
      if (keywords.related.some((k) => nameHasKeyword(prog.name, k)))
        list.push({ jupasCode: prog.jupasCode, strength: 'related' });
    }
    professionProgramLinks.set(p.iscoCode, list);
  }

  return {
    workProfiles: workProfileRows,
    interestTerms: interestRows,
    segmenterWords: segmenterRows,
    professionPrograms: professionProgramLinks,
  };
}

/** Runs after the professions and programmes are written: needs their ids. */
export async function writeProfessionAdvice(tx: Tx, advice: ProfessionAdvice): Promise<void> {
  await replaceAll(tx, workProfiles, advice.workProfiles);
  await replaceAll(tx, interestTerms, advice.interestTerms);
  await replaceAll(tx, segmenterWords, advice.segmenterWords);
  const professionRows = await tx
    .select({ id: professions.id, code: professions.iscoCode })
    .from(professions);
  const professionIds = new Map(professionRows.map((p) => [p.code, p.id]));
  const programRows = await tx.select({ id: programs.id, code: programs.jupasCode }).from(programs);
  const programIds = new Map(programRows.map((p) => [p.code, p.id]));
  await replaceAll(
    tx,
    professionPrograms,
    [...advice.professionPrograms].flatMap(([code, list]) =>
      list.flatMap((l) => {
        const professionId = professionIds.get(code);
        const programId = programIds.get(l.jupasCode);
        return professionId && programId ? [{ professionId, programId, strength: l.strength }] : [];
      }),
    ),
  );
}
