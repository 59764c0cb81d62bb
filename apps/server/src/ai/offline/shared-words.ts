import { ChineseSegmenter, englishKey, englishWords, foldText, isHan } from '@waypoint/domain';

// What links a job's requirement to a line of a CV in the offline cover letter: the words they share. English
// words by their stem (audit, auditing, audits), Chinese by word (the dictionary segmenter, the platform's
// word list behind it) and, for longer words, their character pairs, because the platform splits the same
// word differently in different sentences (普通話 here, 普通 + 話 there). Words every job advert and CV is
// full of link nothing, so they are left out: by the word as written, since a stem may be another word's
// (excellent and Excel share one).

const ENGLISH_FILLER = new Set(
  (
    'a an and are as at be been by can do for from has have he her his i if in into is it its me my no not of ' +
    'on or our she so than that the their them then there they this to too us was we were what when where ' +
    'which who will with would you your ' +
    // Job-advert and CV words that every requirement and every entry may hold.
    'abilities ability able applicant applicants apply applying candidate candidates desirable essential ' +
    'excellent experience experienced experiences good great job jobs knowledge must plus prefer preferred ' +
    'preferably relevant require required requirement requirements responsibilities responsibility skill ' +
    'skilled skills strong student students work working year years month months including include etc e g ie'
  ).split(' '),
);

const CHINESE_FILLER = [
  '具備',
  '具有',
  '良好',
  '優秀',
  '優先',
  '要求',
  '需要',
  '必須',
  '相關',
  '經驗',
  '能力',
  '熟悉',
  '工作',
  '申請',
  '申請人',
  '以上',
  '或以上',
  '包括',
  '負責',
  '職位',
  '我們',
  '你的',
  '以及',
  '一般',
  '能夠',
];
const segmenter = new ChineseSegmenter(CHINESE_FILLER);
const CHINESE_STOP = new Set(CHINESE_FILLER);

/** The matching words of a text (never shown: English ones are stems). */
export function wordKeys(text: string): Set<string> {
  const keys = new Set<string>();
  const folded = foldText(text);
  for (const run of folded.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? []) {
    if (isHan([...run][0]!)) {
      for (const { text: word } of segmenter.segment(run)) {
        const chars = [...word];
        // A lone character says too little (the 的 of 良好的, the 生 of 實習生).
        if (chars.length < 2 || CHINESE_STOP.has(word)) continue;
        keys.add(word);
        if (chars.length > 2)
          for (let i = 0; i + 1 < chars.length; i += 1) keys.add(chars[i]! + chars[i + 1]!);
      }
      continue;
    }
    for (const { word } of englishWords(run)) {
      if (word.length < 2 || /^\d+$/.test(word) || ENGLISH_FILLER.has(word)) continue;
      keys.add(englishKey(word));
    }
  }
  return keys;
}

/** How many matching words two sets share. */
export function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const k of a) if (b.has(k)) n += 1;
  return n;
}
