/**
 * Topics a school chatbot for minors must not handle itself: self-harm and abuse. A message that names
 * one is answered with the counsellor and hotline text (locale `ai.safety.*`) and never reaches a model.
 * The lists hold words a student would write, in English and Traditional Chinese; a false alarm costs a
 * kind redirect, a miss costs more, so they lean wide.
 */
const SELF_HARM = [
  /\bsuicid/i,
  /\bkill (?:my ?self|me)\b/i,
  /\bend (?:my|it all)\b.*\blife\b/i,
  /\bself[- ]?harm/i,
  /\bcut(?:ting)? myself\b/i,
  /\bwant to die\b/i,
  /\bno reason to live\b/i,
  /\bhurt myself\b/i,
  /自殺/,
  /輕生/,
  /想死/,
  /唔想生存/,
  /不想活/,
  /自殘/,
  /𠝹手/,
  /割脈/,
  /結束生命/,
  /跳樓/,
];

const ABUSE = [
  /\babus(?:e|ed|ing)\b/i,
  /\bmolest/i,
  /\bsexual(?:ly)? (?:assault|harass)/i,
  /\brap(?:e|ed)\b/i,
  /\b(?:hits?|beats?) me\b/i,
  /\bbull(?:y|ied|ying)\b/i,
  /虐待/,
  /性侵/,
  /非禮/,
  /家暴/,
  /打我/,
  /欺凌/,
  /霸凌/,
];

export type SafetyTopic = 'selfHarm' | 'abuse';

export function sensitiveTopic(text: string): SafetyTopic | null {
  if (SELF_HARM.some((re) => re.test(text))) return 'selfHarm';
  if (ABUSE.some((re) => re.test(text))) return 'abuse';
  return null;
}
