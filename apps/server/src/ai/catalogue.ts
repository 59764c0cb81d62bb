/**
 * What the AI may suggest and talk about: our reference data in both languages, in one shape that both
 * providers read. services/ai/load-ai-catalogue.ts fills it from the tables that exist; richer profession
 * fields (explanations, segments, discipline links) join here when their tables do.
 */
export interface CatalogueDiscipline {
  id: number;
  /** The JUPAS study-area id ('Medicine'), as the interest lexicon names it. */
  code: string;
  name: string;
  nameChi: string;
  groupName: string;
  groupNameChi: string;
  programCount: number;
  /** Listed programmes of the study area, for retrieval and as examples in explanations. */
  programs: {
    jupasCode: string;
    name: string;
    nameChi: string;
    institution: string;
    faculty: string | null;
  }[];
}

export interface CatalogueProfession {
  id: number;
  iscoCode: string;
  name: string;
  nameChi: string;
  /** ISCO-08 major, sub-major and minor groups, broadest first. */
  groups: { code: string; name: string; nameChi: string }[];
  skillLevel: number;
  /** Filled when the professions area links professions to segments and disciplines. */
  explanation?: string | null;
  segments?: { name: string; nameChi: string | null }[];
  /** What people call the work ('nurse', '護士'). */
  everydayNames?: string[];
  everydayNamesChi?: string[];
  /** Study areas leading to it: 'core' ones straight, 'related' ones as a second route. */
  studyAreas?: { id: number; strength: 'core' | 'related' }[];
  /** Programmes leading to it, core first (reviewed keywords, docs/data.md). */
  programs?: {
    jupasCode: string;
    name: string;
    nameChi: string;
    institution: string;
    strength: 'core' | 'related';
  }[];
  /** What the work is day to day (its unit group's profile, else its minor group's). */
  profile?: WorkProfile | null;
  /** Hong Kong employers of its segments. */
  employers?: { name: string; nameChi: string }[];
}

export interface WorkProfile {
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

/** One concept of the interest lexicon: what students say, and where it points. */
export interface InterestTerm {
  id: string;
  words: string[];
  wordsChi: string[];
  riasec: string;
  studyAreaCodes: string[];
  iscoMinorCodes: string[];
}

export interface AiCatalogue {
  disciplines: CatalogueDiscipline[];
  professions: CatalogueProfession[];
  /** The interest lexicon and the segmenter's word list (empty in tests that build a catalogue by hand). */
  interests: InterestTerm[];
  segmenterWords: { word: string; kind: 'keep' | 'ignore' }[];
  disciplineById: Map<number, CatalogueDiscipline>;
  professionById: Map<number, CatalogueProfession>;
}

export function indexCatalogue(
  disciplines: CatalogueDiscipline[],
  professions: CatalogueProfession[],
  lexicon: Pick<AiCatalogue, 'interests' | 'segmenterWords'> = { interests: [], segmenterWords: [] },
): AiCatalogue {
  return {
    disciplines,
    professions,
    ...lexicon,
    disciplineById: new Map(disciplines.map((d) => [d.id, d])),
    professionById: new Map(professions.map((p) => [p.id, p])),
  };
}
