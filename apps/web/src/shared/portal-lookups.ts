import type {
  PortalAdvertisement,
  PortalData,
  PortalDiscipline,
  PortalDisciplineGroup,
  PortalInstitution,
  PortalProgram,
  PortalSubject,
} from './portal-types';

export interface PortalLookups {
  programById: ReadonlyMap<number, PortalProgram>;
  institutionById: ReadonlyMap<number, PortalInstitution>;
  subjectById: ReadonlyMap<number, PortalSubject>;
  subjectByCode: ReadonlyMap<string, PortalSubject>;
  disciplineById: ReadonlyMap<number, PortalDiscipline>;
  disciplineGroupById: ReadonlyMap<number, PortalDisciplineGroup>;
  /** Listed programmes of each discipline, in the portal's order (highlighted first, then JUPAS code). */
  programsByDiscipline: ReadonlyMap<number, readonly PortalProgram[]>;
  /** The advertisement of a discipline, else of its group. */
  advertisementFor: (disciplineId: number) => PortalAdvertisement | null;
}

const lookupCache = new WeakMap<PortalData, PortalLookups>();

/** Maps over the portal data, built once per response (the data object never changes: staleTime Infinity). */
export function portalLookups(data: PortalData): PortalLookups {
  const cached = lookupCache.get(data);
  if (cached) return cached;
  const programsByDiscipline = new Map<number, PortalProgram[]>();
  for (const program of data.programs) {
    for (const id of program.disciplineIds) {
      const list = programsByDiscipline.get(id);
      if (list) list.push(program);
      else programsByDiscipline.set(id, [program]);
    }
  }
  const disciplineById = new Map(data.disciplines.map((d) => [d.id, d]));
  const adByDiscipline = new Map<number, PortalAdvertisement>();
  const adByGroup = new Map<number, PortalAdvertisement>();
  for (const ad of data.advertisements) {
    if (ad.disciplineId != null && !adByDiscipline.has(ad.disciplineId))
      adByDiscipline.set(ad.disciplineId, ad);
    else if (ad.disciplineId == null && ad.disciplineGroupId != null && !adByGroup.has(ad.disciplineGroupId))
      adByGroup.set(ad.disciplineGroupId, ad);
  }
  const lookups: PortalLookups = {
    programById: new Map(data.programs.map((p) => [p.id, p])),
    institutionById: new Map(data.institutions.map((i) => [i.id, i])),
    subjectById: new Map(data.subjects.map((s) => [s.id, s])),
    subjectByCode: new Map(data.subjects.map((s) => [s.code, s])),
    disciplineById,
    disciplineGroupById: new Map(data.disciplineGroups.map((g) => [g.id, g])),
    programsByDiscipline,
    advertisementFor: (disciplineId) => {
      const direct = adByDiscipline.get(disciplineId);
      if (direct) return direct;
      const groupId = disciplineById.get(disciplineId)?.disciplineGroupId;
      return groupId == null ? null : (adByGroup.get(groupId) ?? null);
    },
  };
  lookupCache.set(data, lookups);
  return lookups;
}
