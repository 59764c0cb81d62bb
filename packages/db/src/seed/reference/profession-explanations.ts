import type { ProfessionGroupRow, ProfessionRow } from './professions.ts';

// ISCO-08 as copied has titles but no definitions, so a profession's short explanation is written from
// facts the data does hold: where the unit group sits in the ISCO-08 hierarchy, the education its skill
// level stands for (ILO ISCO-08 vol. 1, table 1) and the project's segments. Nothing else is claimed.

const LEVEL_EN: Record<number, string> = {
  1: 'usually asks for no formal qualification beyond basic education',
  2: 'usually asks for secondary education',
  3: 'usually asks for a higher diploma or an associate degree',
  4: "usually asks for a bachelor's degree or above",
};

const LEVEL_ZH: Record<number, string> = {
  1: '一般不要求基礎教育以外的正式學歷',
  2: '一般需要中學學歷',
  3: '一般需要高級文憑或副學士學歷',
  4: '一般需要學士或以上學歷',
};

export function explain(
  p: ProfessionRow,
  groups: ReadonlyMap<string, ProfessionGroupRow>,
  segments: readonly { name: string; nameChi: string }[],
): { en: string; zh: string } {
  const minor = groups.get(p.minorGroupCode);
  const major = groups.get(p.majorGroupCode);
  // A minor group with a single unit group has the same title (1120 / 112): name the sub-major instead.
  const parent = minor && minor.name !== p.name ? minor : groups.get(p.subMajorGroupCode);
  const en = [
    `${p.name} (ISCO-08 ${p.iscoCode}) is an occupation group of “${parent?.name}”, in the major group “${major?.name}” of ISCO-08, the International Standard Classification of Occupations.`,
    `Work at ISCO-08 skill level ${p.skillLevel} ${LEVEL_EN[p.skillLevel]}.`,
    segments.length > 0 ? `Found mainly in: ${segments.map((s) => s.name).join('; ')}.` : '',
  ];
  const zh = [
    `「${p.nameChi}」（ISCO-08 ${p.iscoCode}）是國際標準職業分類 ISCO-08 中「${parent?.nameChi}」的職業組別，屬「${major?.nameChi}」大類。`,
    `ISCO-08 技能等級 ${p.skillLevel} 的工作${LEVEL_ZH[p.skillLevel]}。`,
    segments.length > 0 ? `主要行業範疇：${segments.map((s) => s.nameChi).join('；')}。` : '',
  ];
  return { en: en.filter(Boolean).join(' '), zh: zh.join('') };
}
