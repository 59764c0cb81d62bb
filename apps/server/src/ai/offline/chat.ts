import type { AiCatalogue, CatalogueProfession } from '../catalogue.ts';
import type { ChatInput } from '../types.ts';
import { skillText } from './explain.ts';
import { disciplinesForProfession, rankProfessions } from './retrieval.ts';

// The offline guide's chat answers: composed from the profession's real fields and our study data. It says
// plainly what it does not know (salaries, daily routines) instead of making it up.

const STUDY = /study|subject|programme|program|degree|university|jupas|dse|讀|科|課程|大學|學位|學歷/i;
const PAY = /salary|pay|income|earn|wage|人工|薪|收入|賺/i;

function relatedProfessions(catalogue: AiCatalogue, p: CatalogueProfession): CatalogueProfession[] {
  const minor = p.groups.at(-1)?.code;
  return catalogue.professions.filter((o) => o.id !== p.id && o.groups.at(-1)?.code === minor).slice(0, 3);
}

function studyPart(input: ChatInput, p: CatalogueProfession): string {
  const zh = input.lang === 'zh-HK';
  const areas = disciplinesForProfession(input.catalogue, p);
  if (areas.length === 0)
    return zh
      ? '我們的 JUPAS 資料中未有與此職業直接相關的學科範疇，可與升學輔導老師商量。'
      : 'Our JUPAS data has no study area tied directly to this profession; your careers teacher can help.';
  const lines = areas.map((d) => {
    const examples = d.programs.slice(0, 2);
    return zh
      ? `• ${d.nameChi}（${d.programCount} 個課程，例如${examples.map((e) => `${e.nameChi}（${e.institution}）`).join('、')}）`
      : `• ${d.name} (${d.programCount} programmes, e.g. ${examples.map((e) => `${e.name} (${e.institution})`).join('; ')})`;
  });
  return `${zh ? '可考慮的學科範疇：' : 'Study areas to look at:'}\n${lines.join('\n')}`;
}

function elaborate(input: ChatInput, p: CatalogueProfession): string {
  const zh = input.lang === 'zh-HK';
  const major = p.groups[0];
  const minor = p.groups.at(-1);
  const parts: string[] = [];
  if (PAY.test(input.message))
    parts.push(
      zh
        ? 'Waypoint 的離線指南沒有薪酬數字，請參考勞工處或招聘網站的最新資料。'
        : "Waypoint's offline guide holds no salary figures; check the Labour Department or job sites for current pay.",
    );
  parts.push(
    zh
      ? `「${p.nameChi}」（${p.name}）是 ISCO-08 職業分類 ${p.iscoCode}，屬於「${major?.nameChi ?? ''}」中的「${minor?.nameChi ?? ''}」。入職${skillText(p.skillLevel, 'zh-HK')}。`
      : `${p.name} (${p.nameChi}) is ISCO-08 unit group ${p.iscoCode}, in ${minor?.name ?? ''} within ${major?.name ?? ''}. It ${skillText(p.skillLevel, 'en')}.`,
  );
  if (p.explanation) parts.push(p.explanation);
  parts.push(studyPart(input, p));
  if (!STUDY.test(input.message)) {
    const related = relatedProfessions(input.catalogue, p);
    if (related.length)
      parts.push(
        zh
          ? `同一類別的職業：${related.map((r) => r.nameChi).join('、')}。`
          : `Professions in the same group: ${related.map((r) => r.name).join(', ')}.`,
      );
  }
  return parts.join('\n\n');
}

function noProfession(input: ChatInput): string {
  const zh = input.lang === 'zh-HK';
  const found = rankProfessions(input.catalogue, input.message, input.student).slice(0, 3);
  if (found.length === 0)
    return zh
      ? '請告訴我你感興趣的職業或你的強項，我會從 Waypoint 的職業資料中為你尋找。'
      : "Tell me a profession you are curious about or what you are good at, and I will look it up in Waypoint's profession data.";
  const list = found.map((r) =>
    zh ? `• ${r.item.nameChi}（${r.item.name}）` : `• ${r.item.name} (${r.item.nameChi})`,
  );
  return `${zh ? '這些職業與你的問題相關：' : 'These professions match your question:'}\n${list.join('\n')}`;
}

function cvOrCoverLetter(input: ChatInput, p: CatalogueProfession | null): string {
  const zh = input.lang === 'zh-HK';
  const job = p ? (zh ? p.nameChi : p.name) : zh ? '目標職位' : 'the job';
  const skill = p ? skillText(p.skillLevel, input.lang) : '';
  if (input.type === 'cl')
    return zh
      ? `求職信大綱（${job}）：\n1. 開首：說明申請的職位及從何得知。\n2. 為何適合：連結你的學科、活動與此職業的要求（此職業${skill}）。\n3. 具體例子：一至兩個你負責並有成果的經歷。\n4. 結尾：感謝對方並表示期待面試。\n請以自己的經歷填寫，不要抄襲範本。`
      : `Cover letter outline (${job}):\n1. Opening: the post you apply for and how you heard of it.\n2. Why you fit: link your subjects and activities to what the job asks (it ${skill}).\n3. Evidence: one or two experiences you led, with results.\n4. Closing: thank the reader and ask for an interview.\nFill it with your own experience rather than copying a sample.`;
  if (input.type === 'cvcl-custom')
    return zh
      ? `關於「${input.message.slice(0, 80)}」：履歷應簡潔（一至兩頁），以最相關的經歷放在最前，並用具體成果說明。申請${job}時，突出與此職業相關的學科及活動。`
      : `About "${input.message.slice(0, 80)}": keep a CV short (one or two pages), put the most relevant experience first and show concrete results. For ${job}, bring forward the subjects and activities that relate to it.`;
  return zh
    ? `履歷大綱（${job}）：\n1. 個人資料：姓名及聯絡方法（只在正式投遞時填寫）。\n2. 教育：學校、應考的 DSE 科目。\n3. 技能：語言、電腦及與${job}相關的能力。\n4. 課外活動及服務：角色、時間及成果。\n5. 獎項。\n此職業${skill}，請在教育部分寫清你的升學計劃。`
    : `CV outline (${job}):\n1. Personal details: name and contact (only when you send it).\n2. Education: school and DSE subjects.\n3. Skills: languages, IT and abilities relevant to ${job}.\n4. Activities and service: role, dates and results.\n5. Awards.\nThis profession ${skill}; state your study plan under Education.`;
}

/** The whole answer of the offline guide for one chat message. */
export function offlineChatAnswer(input: ChatInput): string {
  if (input.type === 'cv' || input.type === 'cl' || input.type === 'cvcl-custom')
    return cvOrCoverLetter(input, input.profession);
  return input.profession ? elaborate(input, input.profession) : noProfession(input);
}
