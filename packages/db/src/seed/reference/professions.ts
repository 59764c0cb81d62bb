import type { Tx } from '../../client.ts';
import { employers, professionGroups, professions, sectors } from '../../schema/professions.ts';
import { assertUnique } from './checks.ts';
import type { ReferenceFiles } from './files.ts';
import { byCodePoint } from './institutions.ts';
import { idOf, stableIds, upsertRows } from './write.ts';

type GroupLevel = 'major' | 'sub_major' | 'minor';
const LEVEL_DIGITS: Record<GroupLevel | 'unit', number> = { major: 1, sub_major: 2, minor: 3, unit: 4 };

export interface ProfessionGroupRow {
  code: string;
  level: GroupLevel;
  name: string;
  nameChi: string;
  nameChiSource: string | null;
  parentCode: string | null;
  skillLevel: number | null;
}

export interface ProfessionRow {
  iscoCode: string;
  name: string;
  nameChi: string;
  nameChiSource: string | null;
  majorGroupCode: string;
  subMajorGroupCode: string;
  minorGroupCode: string;
  skillLevel: number;
  /** Filled by parseProfessionLinks from the project's files. */
  explanation: string;
  explanationChi: string;
  requires: string[];
  /** Filled by parseProfessionAdvice from the project's everyday names. */
  everydayNames: string[];
  everydayNamesChi: string[];
}

export interface SectorRow {
  hsicCode: string;
  name: string;
  nameChi: string;
}

export interface EmployerRow {
  hkexStockCode: string;
  nameEn: string | null;
  nameChi: string | null;
  hsiSubindex: string | null;
}

export interface ProfessionData {
  groups: ProfessionGroupRow[];
  professions: ProfessionRow[];
  sectors: SectorRow[];
  employers: EmployerRow[];
}

export function parseProfessions(files: ReferenceFiles): ProfessionData {
  const chinese = chineseTitles(files);
  const english = englishCorrections(files);
  const table = files.csv('careers/occupations_isco08.csv');
  const groups: ProfessionGroupRow[] = [];
  const units: ProfessionRow[] = [];
  for (const row of table.rows) {
    const code = row.requiredText('isco08_code');
    const level =
      row.oneOf('level', ['major', 'sub_major', 'minor', 'unit'] as const) ?? row.fail('no level');
    if (!/^\d+$/.test(code) || code.length !== LEVEL_DIGITS[level]) {
      row.fail(`"${code}" is not a ${level} code`);
    }
    const parentCode = row.text('parent_code');
    if (level !== 'major' && parentCode !== code.slice(0, -1)) {
      row.fail(`parent ${parentCode} does not prefix ${code}`);
    }
    const sourceTitle = row.requiredText('title_en');
    const correction = english.get(code);
    if (correction && correction.sourceTitle !== sourceTitle) {
      row.fail(`the English correction for ${code} expects "${correction.sourceTitle}"; review it`);
    }
    english.delete(code);
    const zh =
      chinese.get(code) ?? row.fail(`ISCO-08 ${code} has no Chinese name in careers/isco08_titles_zh_hk.csv`);
    chinese.delete(code);
    const name = correction?.title ?? sourceTitle;
    const skillLevel = row.integer('isco_skill_level');
    if (level === 'unit') {
      units.push({
        iscoCode: code,
        name,
        ...zh,
        majorGroupCode: code.slice(0, 1),
        subMajorGroupCode: code.slice(0, 2),
        minorGroupCode: code.slice(0, 3),
        skillLevel: skillLevel ?? row.fail('a unit group without a skill level'),
        explanation: '',
        explanationChi: '',
        everydayNames: [],
        everydayNamesChi: [],
        requires: [],
      });
    } else {
      groups.push({ code, level, name, ...zh, parentCode, skillLevel });
    }
  }
  if (chinese.size > 0) {
    throw new Error(`careers/isco08_titles_zh_hk.csv: not ISCO-08 codes: ${[...chinese.keys()].join(', ')}`);
  }
  if (english.size > 0) {
    throw new Error(
      `waypoint/isco08_titles_en_corrections.csv: no such codes: ${[...english.keys()].join(', ')}`,
    );
  }
  const groupCodes = new Set(groups.map((g) => g.code));
  for (const unit of units) {
    if (!groupCodes.has(unit.minorGroupCode)) {
      throw new Error(`${table.file}: ${unit.iscoCode} has no minor group`);
    }
  }
  for (const group of groups) {
    if (group.parentCode !== null && !groupCodes.has(group.parentCode)) {
      throw new Error(`${table.file}: ${group.code} has an unknown parent ${group.parentCode}`);
    }
  }
  assertUnique([...groups.map((g) => g.code), ...units.map((u) => u.iscoCode)], 'ISCO-08 codes');
  return {
    groups,
    professions: units.sort((a, b) => byCodePoint(a.iscoCode, b.iscoCode)),
    sectors: parseSectors(files),
    employers: parseEmployers(files),
  };
}

/**
 * The project's zh-HK titles (ISCO-08 has no official Chinese version). Every code must have one: the
 * product shows Chinese first, and an English title in a Chinese list is a bug, not a fallback.
 */
function chineseTitles(
  files: ReferenceFiles,
): Map<string, { nameChi: string; nameChiSource: string | null }> {
  const titles = new Map<string, { nameChi: string; nameChiSource: string | null }>();
  for (const row of files.csv('careers/isco08_titles_zh_hk.csv').rows) {
    const code = row.requiredText('isco08_code');
    if (titles.has(code)) row.fail(`${code} appears twice`);
    const nameChi = row.text('title_zh_hk')?.trim() || row.fail(`ISCO-08 ${code} has no Chinese name`);
    titles.set(code, { nameChi, nameChiSource: row.requiredText('translation_source') });
  }
  return titles;
}

function englishCorrections(files: ReferenceFiles): Map<string, { sourceTitle: string; title: string }> {
  const corrections = new Map<string, { sourceTitle: string; title: string }>();
  for (const row of files.csv('waypoint/isco08_titles_en_corrections.csv').rows) {
    corrections.set(row.requiredText('isco08_code'), {
      sourceTitle: row.requiredText('title_en_source'),
      title: row.requiredText('title_en'),
    });
  }
  return corrections;
}

function parseSectors(files: ReferenceFiles): SectorRow[] {
  const rows = files.csv('careers/sectors_hsic_v2_sections.csv').rows.map((row) => {
    const hsicCode = row.requiredText('hsic_section_code');
    if (!/^[A-Z]$/.test(hsicCode)) row.fail(`"${hsicCode}" is not a section letter`);
    return { hsicCode, name: row.requiredText('name_en'), nameChi: row.requiredText('name_zh_hant') };
  });
  assertUnique(
    rows.map((r) => r.hsicCode),
    'HSIC sections',
  );
  return rows.sort((a, b) => byCodePoint(a.hsicCode, b.hsicCode));
}

function parseEmployers(files: ReferenceFiles): EmployerRow[] {
  const rows = files.csv('careers/employers_hk_hsi_constituents.csv').rows.map((row) => {
    const hkexStockCode = row.requiredText('hkex_stock_code');
    if (!/^\d{4}$/.test(hkexStockCode)) row.fail(`"${hkexStockCode}" is not a 4-digit stock code`);
    const nameEn = row.text('name_en_short');
    const nameChi = row.text('name_zh_hant');
    if (nameEn === null && nameChi === null) row.fail('an employer without a name');
    return { hkexStockCode, nameEn, nameChi, hsiSubindex: row.text('hsi_subindex_en') };
  });
  assertUnique(
    rows.map((r) => r.hkexStockCode),
    'employers',
  );
  return rows;
}

export async function writeProfessions(tx: Tx, data: ProfessionData): Promise<void> {
  const groups = [...data.groups].sort((a, b) => byCodePoint(a.code, b.code));
  await upsertRows(tx, professionGroups, groups, professionGroups.code, [
    'level',
    'name',
    'nameChi',
    'nameChiSource',
    'parentCode',
    'skillLevel',
  ]);

  const existing = await tx.select({ id: professions.id, code: professions.iscoCode }).from(professions);
  const ids = stableIds(
    data.professions.map((p) => p.iscoCode),
    new Map(existing.map((p) => [p.code, p.id])),
  );
  await upsertRows(
    tx,
    professions,
    data.professions.map((p) => ({ ...p, id: idOf(ids, p.iscoCode, 'profession') })),
    professions.iscoCode,
    [
      'name',
      'nameChi',
      'nameChiSource',
      'majorGroupCode',
      'subMajorGroupCode',
      'minorGroupCode',
      'skillLevel',
      'explanation',
      'explanationChi',
      'requires',
      'everydayNames',
      'everydayNamesChi',
    ],
  );

  const existingSectors = await tx.select({ id: sectors.id, code: sectors.hsicCode }).from(sectors);
  const sectorIds = stableIds(
    data.sectors.map((s) => s.hsicCode),
    new Map(existingSectors.map((s) => [s.code, s.id])),
  );
  await upsertRows(
    tx,
    sectors,
    data.sectors.map((s) => ({ ...s, id: idOf(sectorIds, s.hsicCode, 'sector') })),
    sectors.hsicCode,
    ['name', 'nameChi'],
  );

  await upsertRows(tx, employers, data.employers, employers.hkexStockCode, [
    'nameEn',
    'nameChi',
    'hsiSubindex',
  ]);
}
