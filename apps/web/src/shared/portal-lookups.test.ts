import { describe, expect, it } from 'vitest';
import type { PortalData } from './portal-data';
import { portalLookups } from './portal-lookups';

const program = (id: number, disciplineIds: number[]) =>
  ({
    id,
    jupasCode: `JS${id}`,
    name: `P${id}`,
    nameChi: `課${id}`,
    displayName: `JS${id} P${id}`,
    institutionId: 1,
    institutionNameShort: 'CityUHK',
    programType: 'jupas',
    numOfPlaces: 10,
    interview: null,
    jupasUrl: null,
    sortOrder: 99999,
    disciplineIds,
    mainDisciplineGroupId: null,
    mainDisciplineGroupName: null,
    admissions: [],
    bandACompRatio: null,
    numOfBandAOffers: null,
    offerStatsYear: null,
    best5Score: null,
  }) satisfies PortalData['programs'][number];

const discipline = (id: number, disciplineGroupId: number) => ({
  id,
  name: `D${id}`,
  nameChi: `科${id}`,
  disciplineGroupId,
  groupName: `G${disciplineGroupId}`,
  groupNameChi: `組${disciplineGroupId}`,
  seq: id,
  imageLink: null,
  programCount: 0,
});

const ad = (id: number, disciplineId: number | null, disciplineGroupId: number | null) => ({
  id,
  disciplineId,
  disciplineGroupId,
  bannerImgLink: `/ad${id}.png`,
  link: `https://example.org/${id}`,
});

const portal = {
  institutions: [{ id: 1, name: 'City University', nameShort: 'CityUHK', nameChi: '城大' }],
  programs: [program(1, [10]), program(2, [10, 11]), program(3, [])],
  scoreSpecs: [],
  subjects: [
    { id: 1, code: 'Chi', nameEn: 'Chinese Language', nameChi: '中國語文', category: 'A', isCore: true },
  ],
  disciplines: [discipline(10, 1), discipline(11, 1), discipline(12, 2)],
  disciplineGroups: [{ id: 1, name: 'G1', nameChi: '組1', seq: 1, disciplineIds: [10, 11] }],
  advertisements: [ad(1, null, 1), ad(2, 11, null)],
} as unknown as PortalData;

describe('portalLookups', () => {
  it('indexes programmes by id and by discipline, in portal order', () => {
    const lookups = portalLookups(portal);
    expect(lookups.programById.get(2)?.jupasCode).toBe('JS2');
    expect(lookups.programsByDiscipline.get(10)?.map((p) => p.id)).toEqual([1, 2]);
    expect(lookups.programsByDiscipline.get(12)).toBeUndefined();
    expect(lookups.subjectByCode.get('Chi')?.id).toBe(1);
  });

  it("finds a discipline's own advertisement, else its group's", () => {
    const lookups = portalLookups(portal);
    expect(lookups.advertisementFor(11)?.id).toBe(2);
    expect(lookups.advertisementFor(10)?.id).toBe(1);
    expect(lookups.advertisementFor(12)).toBeNull();
  });

  it('builds the maps once per response', () => {
    expect(portalLookups(portal)).toBe(portalLookups(portal));
  });
});
