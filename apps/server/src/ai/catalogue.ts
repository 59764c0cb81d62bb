/**
 * What the AI may suggest and talk about: our reference data in both languages, in one shape that both
 * providers read. services/ai/load-ai-catalogue.ts fills it from the tables that exist; richer profession
 * fields (explanations, segments, discipline links) join here when their tables do.
 */
export interface CatalogueDiscipline {
  id: number;
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
}

export interface AiCatalogue {
  disciplines: CatalogueDiscipline[];
  professions: CatalogueProfession[];
  disciplineById: Map<number, CatalogueDiscipline>;
  professionById: Map<number, CatalogueProfession>;
}

export function indexCatalogue(
  disciplines: CatalogueDiscipline[],
  professions: CatalogueProfession[],
): AiCatalogue {
  return {
    disciplines,
    professions,
    disciplineById: new Map(disciplines.map((d) => [d.id, d])),
    professionById: new Map(professions.map((p) => [p.id, p])),
  };
}
