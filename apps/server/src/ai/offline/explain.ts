import type { CatalogueDiscipline, CatalogueProfession } from '../catalogue.ts';

// Explanations written from the items' own fields, in Traditional Chinese (the spec's language for
// explanations) and English. Nothing here is invented: names, groups, counts and programmes are the data's.

const SKILL_ZH: Record<number, string> = {
  1: '一般只需基礎教育',
  2: '一般需完成中學教育',
  3: '一般需完成一至三年的專上教育，例如高級文憑或副學士',
  4: '一般需具備學士或以上學位',
};
const SKILL_EN: Record<number, string> = {
  1: 'usually needs basic education only',
  2: 'usually needs completed secondary education',
  3: 'usually needs one to three years of post-secondary study, such as a higher diploma or associate degree',
  4: "usually needs a bachelor's degree or higher",
};

export function skillText(level: number, lang: 'zh-HK' | 'en'): string {
  return (lang === 'en' ? SKILL_EN : SKILL_ZH)[level] ?? '';
}

function examples(d: CatalogueDiscipline, lang: 'zh-HK' | 'en'): string {
  const picked = d.programs.slice(0, 3);
  return lang === 'en'
    ? picked.map((p) => `${p.name} (${p.institution}, ${p.jupasCode})`).join('; ')
    : picked.map((p) => `${p.nameChi}（${p.institution}，${p.jupasCode}）`).join('、');
}

function matchedZh(matched: string[]): string {
  return matched.length ? `與你提到的「${matched.slice(0, 4).join('、')}」相關。` : '';
}
function matchedEn(matched: string[]): string {
  return matched.length ? ` It matches what you said about "${matched.slice(0, 4).join('", "')}".` : '';
}

export function explainDiscipline(d: CatalogueDiscipline, matched: string[]): { zh: string; en: string } {
  const zh =
    `「${d.nameChi}」屬於「${d.groupNameChi}」範疇，今年有 ${d.programCount} 個 JUPAS 課程` +
    (d.programs.length ? `，例如${examples(d, 'zh-HK')}。` : '。') +
    matchedZh(matched);
  const en =
    `${d.name} belongs to ${d.groupName}; ${d.programCount} JUPAS programmes this year` +
    (d.programs.length ? `, e.g. ${examples(d, 'en')}.` : '.') +
    matchedEn(matched);
  return { zh, en };
}

export function explainProfession(p: CatalogueProfession, matched: string[]): { zh: string; en: string } {
  const minor = p.groups.at(-1);
  const major = p.groups[0];
  const zh =
    `「${p.nameChi}」是國際標準職業分類（ISCO-08）${p.iscoCode} 類職業` +
    (major && minor ? `，屬於「${major.nameChi}」中的「${minor.nameChi}」` : '') +
    `；${skillText(p.skillLevel, 'zh-HK')}。` +
    matchedZh(matched);
  const en =
    `${p.name} is ISCO-08 unit group ${p.iscoCode}` +
    (major && minor ? `, in ${minor.name} (${major.name})` : '') +
    `; it ${skillText(p.skillLevel, 'en')}.` +
    matchedEn(matched);
  return { zh, en };
}
