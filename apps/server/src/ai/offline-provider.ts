import { setTimeout as sleep } from 'node:timers/promises';
import { offlineChatAnswer } from './offline/chat.ts';
import { explainDiscipline, explainProfession } from './offline/explain.ts';
import { rankDisciplines, rankProfessions } from './offline/retrieval.ts';
import { tidyDraft } from './offline/tidy.ts';
import type { AiProvider, ChatInput, PolishInput, SuggestInput, Suggestion } from './types.ts';

/** Small pieces, so a reply builds up on screen like a model's and can be stopped half-way. */
function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,12}(?=\s|$)\s*|[\s\S]{1,12}/g) ?? [text];
}

/**
 * The default provider: retrieval over Waypoint's own reference data, no network and no model. It ranks
 * by the student's words, tag, liked study areas, subjects and electives, and explains from real fields.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline';

  constructor(private readonly opts: { pieceDelayMs?: number } = {}) {}

  async *suggest(input: SuggestInput, signal: AbortSignal): AsyncIterable<Suggestion> {
    const query = input.query;
    const ranked =
      input.kind === 'disciplines'
        ? rankDisciplines(input.catalogue, query, input.student).map((r) => ({
            id: r.item.id,
            text: explainDiscipline(r.item, r.matched),
          }))
        : rankProfessions(input.catalogue, query, input.student).map((r) => ({
            id: r.item.id,
            text: explainProfession(r.item, r.matched),
          }));
    for (const { id, text } of ranked.slice(0, input.max)) {
      signal.throwIfAborted();
      yield { id, explanation: text.zh, explanationEn: text.en };
    }
  }

  async *chat(input: ChatInput, signal: AbortSignal): AsyncIterable<string> {
    const delay = this.opts.pieceDelayMs ?? 30;
    for (const piece of pieces(offlineChatAnswer(input))) {
      signal.throwIfAborted();
      yield piece;
      if (delay > 0) await sleep(delay, undefined, { signal }).catch(() => {});
    }
  }

  async image(): Promise<string | null> {
    return null;
  }

  async *polish(input: PolishInput, signal: AbortSignal): AsyncIterable<string> {
    const delay = this.opts.pieceDelayMs ?? 30;
    for (const piece of pieces(tidyDraft(input.text))) {
      signal.throwIfAborted();
      yield piece;
      if (delay > 0) await sleep(delay, undefined, { signal }).catch(() => {});
    }
  }
}
