import { toTraditional } from '../text/normalise.ts';
import { SAFETY_ORDINARY, SAFETY_PHRASES } from './safety-phrases.ts';

/**
 * Topics a school chatbot for minors must not handle itself: self-harm and abuse. A message that names one
 * is answered with the counsellor and hotline text (locale `ai.safety.*`), never reaches a model, and is
 * never refused for the quota or the wait. The phrases are the project's reviewed list (safety-phrases.ts,
 * method in docs/decisions/013-ai-gateway.md); a false alarm costs a kind redirect, a miss costs more, so
 * they lean wide. bench/safety.ts measures them on a set written apart from them.
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/** Digits and signs used as letters inside a word: su1cide, k!ll, $uicide, m0lested. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * The text as the check reads it: NFKC (full-width letters), no hidden characters, lower case, Hong Kong
 * traditional characters (我想自杀 → 我想自殺), no spaces inside Chinese text (自 殺), one kind of apostrophe,
 * and a digit or sign standing for a letter read as the letter.
 */
export function foldForSafety(text: string): string {
  return toTraditional(text.normalize('NFKC').replace(ZERO_WIDTH, '').toLowerCase())
    .replace(/[’‘`´]/g, "'")
    .replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1')
    .replace(/(?<=[a-z])[013457@$!]+(?=[a-z])|(?<![a-z0-9])[@$!](?=[a-z])/g, (run) =>
      [...run].map((c) => LEET[c] ?? c).join(''),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const PHRASES = SAFETY_PHRASES.map((p) => ({ topic: p.topic, re: new RegExp(p.pattern, 'u') }));
const ORDINARY = SAFETY_ORDINARY.map((source) => new RegExp(source, 'gu'));

export type SafetyTopic = 'selfHarm' | 'abuse';

export function sensitiveTopic(text: string): SafetyTopic | null {
  let folded = foldForSafety(text);
  // Ordinary sayings that share words with the phrases ('this exam is killing me', 笑死) are taken out first.
  for (const re of ORDINARY) folded = folded.replace(re, ' ');
  if (PHRASES.some((p) => p.topic === 'selfHarm' && p.re.test(folded))) return 'selfHarm';
  if (PHRASES.some((p) => p.topic === 'abuse' && p.re.test(folded))) return 'abuse';
  return null;
}
