import type { Tx } from '../../client.ts';
import { disciplineGroups, disciplines, programDisciplines } from '../../schema/disciplines.ts';
import { assertUnique } from './checks.ts';
import type { ReferenceFiles } from './files.ts';
import { byCodePoint } from './institutions.ts';
import type { ChineseNames } from './names.ts';
import { idOf, replaceAll, stableIds, upsertRows } from './write.ts';

export interface DisciplineGroupRow {
  iscedCode: string;
  name: string;
  nameChi: string;
  nameChiSource: string | null;
}

export interface DisciplineRow {
  code: string;
  name: string;
  nameChi: string;
  nameChiSource: string | null;
  groupCode: string;
}

export interface DisciplineData {
  groups: DisciplineGroupRow[];
  disciplines: DisciplineRow[];
  /** Study-area links of programmes in the 2026 list. */
  links: { jupasCode: string; disciplineCode: string }[];
}

const AS_IN_SOURCE = 'as in source';

export function parseDisciplines(
  files: ReferenceFiles,
  names: ChineseNames,
  programCodes: ReadonlySet<string>,
): DisciplineData {
  const groups = parseGroups(files);
  const groupCodes = new Set(groups.map((g) => g.iscedCode));

  const mappingTable = files.csv('disciplines/study_area_groups.csv');
  const mapping = new Map<string, string>();
  for (const row of mappingTable.rows) {
    const area = row.requiredText('study_area_id');
    const group = row.requiredText('discipline_group');
    row.requiredText('note');
    if (!groupCodes.has(group)) row.fail(`"${group}" is not an ISCED-F broad field`);
    if (mapping.has(area)) row.fail(`${area} is mapped twice`);
    mapping.set(area, group);
  }

  const areaTable = files.csv('jupas/study_areas.csv');
  const rows = areaTable.rows.map((row): DisciplineRow => {
    const code = row.requiredText('study_area_id');
    return {
      code,
      name: row.requiredText('name_en'),
      ...names.resolve('study_area', code, row.text('name_zh'), `${areaTable.file}:${row.line}`),
      groupCode: mapping.get(code) ?? row.fail(`${code} has no discipline group in ${mappingTable.file}`),
    };
  });
  assertUnique(
    rows.map((r) => r.code),
    'study areas',
  );
  if (mapping.size !== rows.length) {
    throw new Error(`${mappingTable.file}: maps study areas that do not exist`);
  }

  const areaCodes = new Set(rows.map((r) => r.code));
  const links: DisciplineData['links'] = [];
  for (const row of files.csv('jupas/programme_study_areas_2025.csv').rows) {
    const jupasCode = row.requiredText('jupas_code');
    const area = row.requiredText('study_area_id');
    if (!areaCodes.has(area)) row.fail(`unknown study area "${area}"`);
    const inList = row.flag('code_in_2026_list');
    if (inList !== programCodes.has(jupasCode)) {
      row.fail(`code_in_2026_list disagrees with the programme list`);
    }
    // Study areas are from the 2025 cycle: links of codes no longer offered have nothing to point at.
    if (inList) links.push({ jupasCode, disciplineCode: area });
  }
  assertUnique(
    links.map((l) => `${l.jupasCode} ${l.disciplineCode}`),
    'programme study areas',
  );
  return { groups, disciplines: rows, links };
}

/** The ISCED-F broad fields with the project's Hong Kong Chinese names (Taiwan MOE names in the source). */
function parseGroups(files: ReferenceFiles): DisciplineGroupRow[] {
  const namesTable = files.csv('disciplines/discipline_groups_zh_hk.csv');
  const hkNames = new Map(namesTable.rows.map((row) => [row.requiredText('iscedf_code'), row]));
  const fieldsTable = files.csv('careers/fields_of_study_iscedf2013.csv');
  const groups: DisciplineGroupRow[] = [];
  for (const row of fieldsTable.rows) {
    if (row.requiredText('level') !== 'broad') continue;
    const code = row.requiredText('iscedf_code');
    // 99 "other" exists only in the Taiwan list; ISCED-F itself has 11 broad fields.
    if (row.text('in_iscedf_english_source') !== 'yes') continue;
    const hk = hkNames.get(code) ?? row.fail(`broad field ${code} has no row in ${namesTable.file}`);
    if (hk.text('name_zh_tw_moe') !== row.text('name_zh_hant_tw_moe')) {
      hk.fail(`name_zh_tw_moe no longer matches ${fieldsTable.file}; review the Hong Kong name`);
    }
    const source = hk.requiredText('translation_source');
    groups.push({
      iscedCode: code,
      name: row.requiredText('name_en'),
      nameChi: hk.requiredText('name_zh_hk'),
      nameChiSource: source === AS_IN_SOURCE ? null : source,
    });
    hkNames.delete(code);
  }
  if (hkNames.size > 0) {
    throw new Error(`${namesTable.file}: rows for unknown fields ${[...hkNames.keys()].join(', ')}`);
  }
  return groups.sort((a, b) => byCodePoint(a.iscedCode, b.iscedCode));
}

export async function writeDisciplines(
  tx: Tx,
  data: DisciplineData,
  programIds: ReadonlyMap<string, number>,
): Promise<void> {
  const existingGroups = await tx
    .select({ id: disciplineGroups.id, code: disciplineGroups.iscedCode })
    .from(disciplineGroups);
  const groupIds = stableIds(
    data.groups.map((g) => g.iscedCode),
    new Map(existingGroups.map((g) => [g.code, g.id])),
  );
  await upsertRows(
    tx,
    disciplineGroups,
    data.groups.map((g, i) => ({ ...g, id: idOf(groupIds, g.iscedCode, 'discipline group'), seq: i + 1 })),
    disciplineGroups.iscedCode,
    ['name', 'nameChi', 'nameChiSource', 'seq'],
  );

  const existing = await tx.select({ id: disciplines.id, code: disciplines.code }).from(disciplines);
  const ids = stableIds(
    data.disciplines.map((d) => d.code),
    new Map(existing.map((d) => [d.code, d.id])),
  );
  await upsertRows(
    tx,
    disciplines,
    data.disciplines.map(({ groupCode, ...d }, i) => ({
      ...d,
      id: idOf(ids, d.code, 'discipline'),
      disciplineGroupId: idOf(groupIds, groupCode, 'discipline group'),
      seq: i + 1,
    })),
    disciplines.code,
    ['name', 'nameChi', 'nameChiSource', 'disciplineGroupId', 'seq'],
  );

  await replaceAll(
    tx,
    programDisciplines,
    data.links.map((l) => ({
      programId: idOf(programIds, l.jupasCode, 'programme'),
      disciplineId: idOf(ids, l.disciplineCode, 'discipline'),
    })),
  );
}
