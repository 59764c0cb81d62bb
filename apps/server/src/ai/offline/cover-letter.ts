import { type Lang, translate } from '../../i18n/translate.ts';
import type { CoverLetterEntry, CoverLetterFacts } from '../../services/jobex/cover-letter-facts.ts';
import type { CatalogueProfession } from '../catalogue.ts';
import type { ChatInput } from '../types.ts';
import { sharedCount, wordKeys } from './shared-words.ts';

// The offline guide's cover letter: every statement in it is a line of the person's CV or of the job advert,
// put in a letter's frame (greeting, opening, closing). Each requirement of the job is matched to the CV
// entries that share words with it; a requirement nothing in the CV matches is named in a note to the
// student instead of being claimed. Decision 013, "Cover letter".

const MAX_REQUIREMENTS = 8;
const ENTRIES_PER_REQUIREMENT = 2;
const MAX_MATCHED_PARAGRAPHS = 6;
const MAX_FALLBACK_ENTRIES = 3;
const MAX_QUOTE_CHARS = 160;
const MAX_DESCRIPTION_CHARS = 400;
/** What stripPersonalData leaves in place of a phone, an e-mail or an ID: such a sentence stays out. */
const PLACEHOLDER = /\[(?:phone|email|HKID|ID)\]/;
const BULLET = /^\s*(?:[-*•·▪●◦]|\(?\d{1,2}[.)、]|（\d{1,2}）)\s*/u;
const END_PUNCTUATION = /[.!?;:,。！？；：，、]+$/u;

interface Requirement {
  text: string;
  keys: Set<string>;
}

interface Entry {
  fact: CoverLetterEntry;
  keys: Set<string>;
  index: number;
}

/** The sentences of a job advert that ask for something: one per line or sentence, headings left out. */
function requirementsOf(description: string): Requirement[] {
  const out: Requirement[] = [];
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.replace(BULLET, '').trim();
    // 'Requirements:' heads a list; it asks for nothing itself.
    if (!line || /[:：]$/.test(line)) continue;
    for (const sentence of line.split(/(?<=[.!?;])\s+|(?<=[。！？；])/u)) {
      const text = sentence.trim().replace(END_PUNCTUATION, '');
      const keys = wordKeys(text);
      if (keys.size > 0) out.push({ text, keys });
    }
  }
  return out.slice(0, MAX_REQUIREMENTS);
}

function professionRequirements(p: CatalogueProfession | null, lang: Lang): Requirement[] {
  const skills = p?.profile ? (lang === 'zh-HK' ? p.profile.skillsChi : p.profile.skills) : [];
  return skills
    .map((s) => ({ text: s.trim().replace(END_PUNCTUATION, ''), keys: wordKeys(s) }))
    .filter((r) => r.keys.size > 0)
    .slice(0, MAX_REQUIREMENTS);
}

const isChinese = (text: string) => /\p{Script=Han}/u.test(text);

function endSentence(text: string, lang: Lang): string {
  if (/[.!?。！？]$/u.test(text)) return text;
  return `${text.replace(END_PUNCTUATION, '')}${lang === 'zh-HK' || isChinese(text.slice(-1)) ? '。' : '.'}`;
}

function monthText(month: string, lang: Lang): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'zh-HK' ? 'zh-HK' : 'en-US', {
    year: 'numeric',
    month: lang === 'zh-HK' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, (m ?? 1) - 1, 1)));
}

function datesOf(e: CoverLetterEntry, lang: Lang): string {
  const t = (key: string, vars: Record<string, string> = {}) =>
    translate(lang, `ai.coverLetter.${key}`, vars);
  if (e.startMonth)
    return t('dates', {
      from: monthText(e.startMonth, lang),
      to: e.endMonth ? monthText(e.endMonth, lang) : t('present'),
    });
  return e.endMonth ? t('until', { to: monthText(e.endMonth, lang) }) : '';
}

/** The student's own description, without a sentence that held personal data, cut at a sentence's end. */
function descriptionOf(text: string | null, lang: Lang): string {
  if (!text) return '';
  let out = '';
  for (const sentence of text.split(/(?<=[.!?])\s+|(?<=[。！？])|\r?\n/u)) {
    const s = sentence.trim();
    if (!s || PLACEHOLDER.test(s)) continue;
    const next = out ? `${out} ${endSentence(s, lang)}` : endSentence(s, lang);
    if (next.length > MAX_DESCRIPTION_CHARS) break;
    out = next;
  }
  return out;
}

/** One CV line as the letter quotes it: 'Audit intern, Kowloon Audit Ltd (Jun 2024 – Aug 2024). …'. */
function entryText(e: CoverLetterEntry, lang: Lang): string {
  const zh = lang === 'zh-HK';
  const what = [e.headline, e.organisation, e.location]
    .filter((x): x is string => !!x?.trim())
    .join(zh ? '，' : ', ');
  const dates = datesOf(e, lang);
  const head = endSentence(dates ? `${what}${zh ? `（${dates}）` : ` (${dates})`}` : what, lang);
  const description = descriptionOf(e.description, lang);
  return description ? `${head}${zh ? '' : ' '}${description}` : head;
}

function listOf(items: string[], lang: Lang): string {
  return new Intl.ListFormat(lang === 'zh-HK' ? 'zh-HK' : 'en', { type: 'conjunction' }).format(items);
}

function quote(text: string, lang: Lang): string {
  const cut = text.length > MAX_QUOTE_CHARS ? `${text.slice(0, MAX_QUOTE_CHARS - 1)}…` : text;
  return translate(lang, 'ai.coverLetter.quote', { text: cut });
}

const entriesText = (entries: Entry[], lang: Lang) =>
  entries.map((e) => entryText(e.fact, lang)).join(lang === 'zh-HK' ? '' : ' ');

/** The draft of the offline guide for one cover-letter request. */
export function offlineCoverLetter(input: ChatInput): string {
  const lang = input.lang;
  const t = (key: string, vars: Record<string, string> = {}) =>
    translate(lang, `ai.coverLetter.${key}`, vars);
  const facts: CoverLetterFacts = input.coverLetter ?? { objective: null, entries: [], job: null };
  const { job } = facts;
  if (facts.entries.length === 0) return `${t('noCv')}\n\n${t('outline')}`;

  const entries: Entry[] = facts.entries.map((fact, index) => ({
    fact,
    index,
    keys: wordKeys(
      [fact.headline, fact.organisation, fact.description, fact.sectionTitle].filter(Boolean).join('\n'),
    ),
  }));
  const fromJob = job !== null;
  const requirements = job
    ? requirementsOf(job.description ?? '')
    : professionRequirements(input.profession, lang);

  // Each requirement goes to the entries sharing most words with it; each entry gets one paragraph
  // answering every requirement it matched, in the advert's order.
  const answers = new Map<Entry, number[]>();
  requirements.forEach((r, i) => {
    const best = entries
      .map((e) => ({ e, n: sharedCount(r.keys, e.keys) }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n || a.e.index - b.e.index)
      .slice(0, ENTRIES_PER_REQUIREMENT);
    for (const { e } of best) answers.set(e, [...(answers.get(e) ?? []), i]);
  });
  const matched = [...answers]
    .sort(([a, ra], [b, rb]) => ra[0]! - rb[0]! || a.index - b.index)
    .slice(0, MAX_MATCHED_PARAGRAPHS);
  const used = new Set(matched.map(([e]) => e));
  const answered = new Set(matched.flatMap(([, r]) => r));
  const asks = (reqs: number[]) => {
    const requirementsText = listOf(
      reqs.map((i) => quote(requirements[i]!.text, lang)),
      lang,
    );
    if (fromJob) return t('jobAsks', { requirements: requirementsText });
    const p = input.profession!;
    return t('workAsks', {
      profession: lang === 'zh-HK' ? p.nameChi : p.name.toLowerCase(),
      requirements: requirementsText,
    });
  };

  const paragraphs: string[] = [t('greeting')];
  paragraphs.push(
    [
      job ? t('opening', { title: job.title, employer: job.employerName }) : t('openingNoJob'),
      facts.objective ? endSentence(t('objective', { objective: facts.objective }), lang) : '',
    ]
      .filter(Boolean)
      .join(lang === 'zh-HK' ? '' : ' '),
  );
  for (const [e, reqs] of matched)
    paragraphs.push(
      `${asks(reqs)}${lang === 'zh-HK' ? '' : ' '}${t('fromCv', { entry: entryText(e.fact, lang) })}`,
    );

  if (job) {
    const titleKeys = wordKeys(job.title);
    const forPost = entries
      .filter((e) => !used.has(e))
      .map((e) => ({ e, n: sharedCount(titleKeys, e.keys) }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n || a.e.index - b.e.index)
      .slice(0, ENTRIES_PER_REQUIREMENT)
      .map((x) => x.e);
    if (forPost.length) paragraphs.push(t('forThePost', { entries: entriesText(forPost, lang) }));
    for (const e of forPost) used.add(e);
  }
  const studies = entries.filter((e) => !used.has(e) && e.fact.sectionKey === 'education').slice(0, 2);
  if (studies.length) paragraphs.push(t('studies', { entries: entriesText(studies, lang) }));
  for (const e of studies) used.add(e);
  // Nothing linked to the post: the letter still draws on the CV, its first entries, and says why.
  const nothingLinked = used.size === studies.length;
  if (nothingLinked) {
    const first = entries.filter((e) => !used.has(e)).slice(0, MAX_FALLBACK_ENTRIES);
    if (first.length) paragraphs.push(t('moreFromCv', { entries: entriesText(first, lang) }));
  }
  paragraphs.push(t('closing'));
  paragraphs.push(t('signOff', { recipient: job?.employerName ?? t('anyRecipient') }));

  const notes = requirements
    .filter((_, i) => !answered.has(i))
    .map((r) => t('unmatched', { requirement: quote(r.text, lang) }));
  if (job && nothingLinked) notes.push(t('nothingMatched'));
  notes.push(t('onlyFacts'));
  paragraphs.push(`${t('notes')}\n${notes.map((n) => `• ${n}`).join('\n')}`);
  return paragraphs.join('\n\n');
}
