import type { AiCatalogue, CatalogueProfession } from '../catalogue.ts';
import type { ChatInput } from '../types.ts';
import { offlineCoverLetter } from './cover-letter.ts';
import { skillText } from './explain.ts';
import { disciplinesForProfession, rankProfessions } from './retrieval.ts';

// The offline guide's chat answers: composed from the profession's real fields and our study data. It says
// plainly what it does not know (salaries, daily routines) instead of making it up.

// Which part of the profession's data answers the question. Several may; none means an overview.
const PARTS = {
  pay: /salary|salaries|pay\b|paid|income|earn|wage|money|人工|薪|收入|賺|搵幾多/i,
  prospects: /prospect|future|demand|shortage|job market|hiring|前景|出路|需求|搵唔搵到工|好唔好搵工|人手/i,
  hours: /hours|shift|overtime|night|weekend|work.?life|返工時間|工時|輪班|\bOT\b|加班|假期/i,
  tasks:
    /what (?:does|do) .{0,40}\bdo\b|\bday\b|daily|routine|task|dut(?:y|ies)|job like|what is it like|responsib|每日|日常|工作內容|做啲?咩|做乜|做什麼|做甚麼|職責|負責/i,
  skills:
    /skill|quality|qualities|good at|personality|suit|need to be|ability|abilities|技能|能力|性格|特質|適合|要識|需要.*(?:能力|技巧)/i,
  entry:
    /become|get in|qualif|requirement|licen[cs]e|register|how (?:do|can) i|path|route|入行|成為|點樣做|資格|要求|牌照|註冊|考/i,
  study:
    /study|subject|programme|program|course|degree|university|jupas|dse|major|讀|科|課程|大學|學位|學歷|主修/i,
  workplaces:
    /where|workplace|employ|compan|firm|who hires|organisation|organization|邊度|哪裡|地點|公司|機構|僱主|老闆/i,
  related: /similar|related|other jobs|alternative|instead|like this|相關|類似|其他工作|相近/i,
  what: /what is|what's|what are|meaning|explain|tell me about|介紹|是什麼|係咩|係乜|解釋/i,
} as const;
type Part = keyof typeof PARTS;

function partsAsked(message: string): Part[] {
  return (Object.keys(PARTS) as Part[]).filter((k) => PARTS[k].test(message));
}

const bullet = (items: readonly string[]) => items.map((i) => `• ${i}`).join('\n');

function relatedProfessions(catalogue: AiCatalogue, p: CatalogueProfession): CatalogueProfession[] {
  const minor = p.groups.at(-1)?.code;
  return catalogue.professions.filter((o) => o.id !== p.id && o.groups.at(-1)?.code === minor).slice(0, 4);
}

function studyPart(input: ChatInput, p: CatalogueProfession, withProgrammes: boolean): string {
  const zh = input.lang === 'zh-HK';
  const areas = disciplinesForProfession(input.catalogue, p);
  const programmes = (p.programs ?? []).slice(0, 5);
  if (areas.length === 0 && programmes.length === 0)
    return zh
      ? '這份工作一般不經 JUPAS 學位入行；我們的資料中沒有直接相關的學科範疇。可以與升學輔導老師商量其他途徑，例如職業訓練或在職培訓。'
      : 'This work is not usually entered through a JUPAS degree, and our data ties no study area to it. Your careers teacher can tell you about other routes, such as vocational training or learning on the job.';
  const parts: string[] = [];
  if (areas.length)
    parts.push(
      `${zh ? '相關的學科範疇：' : 'Study areas to look at:'}\n${bullet(
        areas.map((d) =>
          zh ? `${d.nameChi}（${d.programCount} 個課程）` : `${d.name} (${d.programCount} programmes)`,
        ),
      )}`,
    );
  if (withProgrammes && programmes.length)
    parts.push(
      `${zh ? '直接相關的 JUPAS 課程，例如：' : 'JUPAS programmes that lead straight there, e.g.:'}\n${bullet(
        programmes.map((g) =>
          zh
            ? `${g.nameChi}（${g.institution}，${g.jupasCode}）`
            : `${g.name} (${g.institution}, ${g.jupasCode})`,
        ),
      )}`,
    );
  return parts.join('\n\n');
}

function partText(input: ChatInput, p: CatalogueProfession, part: Part): string | null {
  const zh = input.lang === 'zh-HK';
  const f = p.profile;
  const name = zh ? p.nameChi : p.name;
  switch (part) {
    case 'pay':
      return zh
        ? 'Waypoint 的資料沒有薪酬數字，我不會猜測。可參考勞工處「互動就業服務」或招聘網站上的最新職位資料。'
        : "Waypoint's data holds no salary figures, and I will not guess. The Labour Department's Interactive Employment Service and job sites show current pay.";
    case 'prospects':
      return zh
        ? 'Waypoint 的資料沒有人手需求或就業前景的數字，我不會猜測。可參考政府的人力資源推算報告，並請教升學輔導老師。'
        : "Waypoint's data holds no figures on demand or job prospects, and I will not guess. The government's manpower projections and your careers teacher can help.";
    case 'hours':
      return zh
        ? 'Waypoint 的資料沒有工作時間或輪班的資料。可在招聘廣告中留意，或向從事這行的人查詢。'
        : "Waypoint's data holds nothing on working hours or shifts. Job adverts and people who do the work can tell you.";
    case 'tasks':
      return f
        ? `${zh ? `${name}的日常工作一般包括：` : `A typical day or week of ${name.toLowerCase()} includes:`}\n${bullet(zh ? f.tasksChi : f.tasks)}`
        : null;
    case 'skills':
      return f
        ? `${zh ? '這份工作需要：' : 'The work asks for:'}\n${bullet(zh ? f.skillsChi : f.skills)}`
        : null;
    case 'entry': {
      const level = zh ? `入職${skillText(p.skillLevel, 'zh-HK')}。` : `It ${skillText(p.skillLevel, 'en')}.`;
      const entry = f && (zh ? f.entryChi : f.entry);
      return `${[entry, level].filter(Boolean).join(' ')}\n\n${studyPart(input, p, true)}`;
    }
    case 'study':
      return studyPart(input, p, true);
    case 'workplaces': {
      const where = f
        ? `${zh ? '一般的工作地點：' : 'Where people do this work in Hong Kong:'}\n${bullet(zh ? f.workplacesChi : f.workplaces)}`
        : '';
      const firms = (p.employers ?? []).slice(0, 6);
      const employers = firms.length
        ? zh
          ? `這個行業的香港大型僱主例如：${firms.map((e) => e.nameChi).join('、')}（恒生指數成份股，只作例子）。`
          : `Large Hong Kong employers in its sectors include ${firms.map((e) => e.name).join(', ')} (Hang Seng Index companies, as examples only).`
        : '';
      return [where, employers].filter(Boolean).join('\n\n') || null;
    }
    case 'related': {
      const related = relatedProfessions(input.catalogue, p);
      return related.length
        ? `${zh ? '相近的職業：' : 'Related professions:'}\n${bullet(related.map((r) => (zh ? `${r.nameChi}（${r.name}）` : `${r.name} (${r.nameChi})`)))}`
        : null;
    }
    case 'what':
      return summary(input, p);
  }
}

function summary(input: ChatInput, p: CatalogueProfession): string {
  const zh = input.lang === 'zh-HK';
  const f = p.profile;
  const major = p.groups[0];
  const minor = p.groups.at(-1);
  const head = zh
    ? `「${p.nameChi}」（${p.name}）屬於 ISCO-08「${major?.nameChi ?? ''}」中的「${minor?.nameChi ?? ''}」。`
    : `${p.name} (${p.nameChi}) are in ${minor?.name ?? ''} within ${major?.name ?? ''} (ISCO-08 ${p.iscoCode}).`;
  return f ? `${zh ? f.summaryChi : f.summary}\n\n${head}` : head;
}

function elaborate(input: ChatInput, p: CatalogueProfession): string {
  const zh = input.lang === 'zh-HK';
  const asked = partsAsked(input.message);
  const answered = asked.map((part) => partText(input, p, part)).filter((t): t is string => !!t);
  if (answered.length > 0) return [...new Set(answered)].join('\n\n');
  // Nothing in the question names a part: an overview from the data, and what else can be asked.
  const parts = [summary(input, p), partText(input, p, 'tasks'), partText(input, p, 'entry')].filter(Boolean);
  parts.push(
    zh
      ? '你可以再問：需要甚麼能力、在哪裡工作、有哪些相關職業。'
      : 'You can also ask what skills it needs, where people do it, or which professions are related.',
  );
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

function cvAdvice(input: ChatInput, p: CatalogueProfession | null): string {
  const zh = input.lang === 'zh-HK';
  const job = p ? (zh ? p.nameChi : p.name) : zh ? '目標職位' : 'the job';
  const skill = p ? skillText(p.skillLevel, input.lang) : '';
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
  if (input.type === 'cl') return offlineCoverLetter(input);
  if (input.type === 'cv' || input.type === 'cvcl-custom') return cvAdvice(input, input.profession);
  return input.profession ? elaborate(input, input.profession) : noProfession(input);
}
