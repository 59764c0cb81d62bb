import { MAX_AI_ANSWER_CHARS, stripPersonalData } from '@waypoint/domain';

/** Markup a model may write: never shown, saved or sent as markup. */
const TAG = /<\/?[A-Za-z][^<>]{0,300}>/g;
/** Kept back at the end of the stream so a phone number or an e-mail split across pieces is still whole. */
const HOLD = 40;

function clean(text: string): string {
  return stripPersonalData(text.replace(TAG, '')).text;
}

/** Whether position `i` is inside a tag that has opened and not yet closed ('<img src=x| onerror…'). */
function insideTag(text: string, i: number): boolean {
  const open = text.lastIndexOf('<', i - 1);
  return open >= 0 && open > text.lastIndexOf('>', i - 1) && /[A-Za-z/]/.test(text[open + 1] ?? '');
}

/**
 * Where the stream may be cut: after a word (not before a digit) or between Chinese characters, and never
 * inside a tag.
 */
function releasable(text: string): number {
  for (let i = text.length - HOLD; i > 0; i -= 1) {
    const before = text[i - 1]!;
    const at = text[i]!;
    if (
      /\s/.test(at) &&
      /[\p{L}\p{P}]/u.test(before) &&
      !/[\d+]/.test(text[i + 1] ?? '') &&
      !insideTag(text, i)
    )
      return i + 1;
    if (/[\p{Script=Han}。，、！？]/u.test(before) && /\p{Script=Han}/u.test(at) && !insideTag(text, i))
      return i;
  }
  // A long run with no place to cut (a model writing without spaces) is released all but its end.
  return text.length > 2048 ? text.length - HOLD : 0;
}

/**
 * What a model writes passes here before it is shown, saved or sent: personal data (phones, HKIDs, e-mails)
 * becomes a placeholder and markup is dropped, as in the prompts; an answer stops at MAX_AI_ANSWER_CHARS.
 * Pieces are released a little behind the stream, at a word's end, so nothing is cut in half.
 */
export class OutputGuard {
  private pending = '';
  private shown = 0;
  /** The answer reached the limit: the caller stops the provider. */
  full = false;

  push(piece: string): string {
    if (this.full) return '';
    this.pending += piece;
    const cut = releasable(this.pending);
    if (cut <= 0) return this.limit('');
    const out = clean(this.pending.slice(0, cut));
    this.pending = this.pending.slice(cut);
    return this.limit(out);
  }

  end(): string {
    const out = clean(this.pending);
    this.pending = '';
    return this.limit(out);
  }

  private limit(out: string): string {
    const kept = out.slice(0, Math.max(MAX_AI_ANSWER_CHARS - this.shown, 0));
    this.shown += kept.length;
    // Full: the limit is reached, or a model keeps writing with nowhere to cut.
    if (this.shown >= MAX_AI_ANSWER_CHARS || this.shown + this.pending.length > MAX_AI_ANSWER_CHARS + 4096)
      this.full = true;
    return kept;
  }
}

/** One finished piece of model text (a suggestion's explanation): the same checks, at once. */
export function guardText(text: string, max = MAX_AI_ANSWER_CHARS): string {
  return clean(text).slice(0, max);
}
