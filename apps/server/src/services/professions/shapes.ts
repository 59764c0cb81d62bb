// What the professions procedures return; the web reads these types through the router.

export interface ProfessionListItem {
  id: number;
  iscoCode: string;
  name: string;
  nameChi: string;
  skillLevel: number;
  requires: string[];
  majorGroupCode: string;
  segmentIds: number[];
  disciplineIds: number[];
  /** What people call the work (nurse / 護士): search matches these too. */
  everydayNames: string[];
  everydayNamesChi: string[];
}

export interface SectorItem {
  id: number;
  hsicCode: string;
  name: string;
  nameChi: string;
}

export interface SegmentItem {
  id: number;
  code: string | null;
  sectorId: number;
  name: string;
  nameChi: string | null;
}

/** Spec call callPortalApi admin/professions: everything the lists filter and search on the device. */
export interface ProfessionCatalogue {
  professions: ProfessionListItem[];
  sectors: SectorItem[];
  segments: SegmentItem[];
  /** The ISCO-08 major groups, for the list's headings. */
  majorGroups: { code: string; name: string; nameChi: string }[];
}

export interface RelatedProgram {
  id: number;
  jupasCode: string;
  name: string;
  nameChi: string;
  institutionNameShort: string;
  disciplineIds: number[];
  /** For a profession's programmes: 'core' prepares for the work directly, 'related' is a second route. */
  strength?: 'core' | 'related';
}

/** Spec call callPortalApi admin/professions/{id}. */
export interface ProfessionDetail extends ProfessionListItem {
  explanation: string;
  explanationChi: string;
  minorGroup: { code: string; name: string; nameChi: string };
  majorGroup: { code: string; name: string; nameChi: string };
  relatedSegments: SegmentItem[];
  /** Core study areas first ('core': its degrees lead straight into the work). */
  relatedDisciplines: { id: number; code: string; name: string; nameChi: string; strength: string }[];
  /** Listed JUPAS programmes chosen for the profession, core first (spec 2 §9 listing rule). */
  programs: RelatedProgram[];
  likedByUser: boolean;
}

export interface EmployerItem {
  id: number;
  name: string | null;
  nameChi: string | null;
  hkexStockCode: string | null;
  scope: 'local' | 'multinational' | null;
  companyUrl: string | null;
}

export interface EmployersByScope {
  local: EmployerItem[];
  multinational: EmployerItem[];
}

export interface SegmentSummary extends SegmentItem {
  likedByUser: boolean;
  professionCount: number;
}

/** Spec call callPortalApi sectors/{id}. */
export interface SectorDetail extends SectorItem {
  likedByUser: boolean;
  segments: SegmentSummary[];
  employers: EmployersByScope;
}

/** Spec calls getSegmentExtraInfos and segments/{id}/employers. */
export interface SegmentDetail extends SegmentItem {
  likedByUser: boolean;
  sector: SectorItem;
  professions: { id: number; name: string; nameChi: string; skillLevel: number }[];
  employers: EmployersByScope;
}

/** Spec 3 §3 user lists, for the signed-in person. */
export interface UserProfessionLists {
  reactions: { professionId: number; reaction: 'like' | 'dislike' | null; order: number }[];
  likedSectorIds: number[];
  likedSegmentIds: number[];
  heardOfProfessionIds: number[];
  notHeardOfProfessionIds: number[];
  /** Most recent first. */
  browsed: { kind: 'profession' | 'sector' | 'segment'; id: number; browsedAt: string }[];
}
