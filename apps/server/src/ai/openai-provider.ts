import { setTimeout as sleep } from 'node:timers/promises';
import { JsonArrayStream } from '@waypoint/domain';
import { z } from 'zod';
import type { AiConfig } from '../config.ts';
import {
  chatMessages,
  type PromptMessage,
  polishMessages,
  suggestionCandidates,
  suggestionMessages,
} from './prompts.ts';
import { sseData } from './sse.ts';
import {
  type AiProvider,
  AiProviderError,
  type ChatInput,
  type PolishInput,
  type SuggestInput,
  type Suggestion,
} from './types.ts';

const suggestionShape = z.object({
  id: z.coerce.number().int().positive(),
  explanation: z.string().trim().min(1).max(1000),
});

/** Longest wait before another attempt, whatever Retry-After asks: a student is watching a spinner. */
const MAX_RETRY_WAIT_MS = 5000;

interface Opened {
  response: Response;
  /** Call after each piece of the stream: the idle time-out starts again. */
  touch(): void;
  close(): void;
}

/**
 * Any server that speaks the OpenAI chat-completions API (OpenAI, Azure, Ollama, vLLM, llama.cpp server),
 * over plain fetch with SSE. Streams, stops when the student goes away (the signal), times out when the
 * server is silent, and retries a 429, a 5xx or a refused connection before anything was streamed.
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name: string;

  constructor(
    private readonly cfg: AiConfig & { baseUrl: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.name = `openai:${cfg.model}`;
  }

  private async open(path: string, body: unknown, signal: AbortSignal): Promise<Opened> {
    for (let attempt = 0; ; attempt += 1) {
      const ctl = new AbortController();
      const onAbort = () => ctl.abort(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      let timer: NodeJS.Timeout | undefined;
      const touch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => ctl.abort(new AiProviderError('Timeout', true)), this.cfg.timeoutMs);
      };
      const close = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      };
      touch();
      let retryAfterMs = 400 * 2 ** attempt;
      let failure: AiProviderError;
      try {
        const response = await this.fetchImpl(`${this.cfg.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.cfg.apiKey ? { authorization: `Bearer ${this.cfg.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: ctl.signal,
        });
        if (response.ok && response.body) return { response, touch, close };
        await response.body?.cancel().catch(() => {});
        failure = new AiProviderError(
          `${response.status} ${response.statusText}`.trim(),
          response.status === 429 || response.status >= 500,
        );
        const after = Number(response.headers.get('retry-after'));
        if (Number.isFinite(after) && after > 0) retryAfterMs = after * 1000;
      } catch (error) {
        close();
        signal.throwIfAborted();
        failure = error instanceof AiProviderError ? error : new AiProviderError('Connection failed', true);
        if (ctl.signal.reason instanceof AiProviderError) failure = ctl.signal.reason;
      }
      close();
      if (!failure.retryable || attempt >= this.cfg.retries) throw failure;
      await sleep(Math.min(retryAfterMs, MAX_RETRY_WAIT_MS), undefined, { signal });
    }
  }

  /** The text deltas of a streamed chat completion. */
  private async *stream(
    messages: PromptMessage[],
    signal: AbortSignal,
    json: boolean,
  ): AsyncIterable<string> {
    const opened = await this.open(
      '/chat/completions',
      {
        model: this.cfg.model,
        messages,
        stream: true,
        temperature: json ? 0.2 : 0.6,
        ...(json ? { response_format: { type: 'json_object' } } : {}),
      },
      signal,
    );
    try {
      for await (const data of sseData(opened.response.body!)) {
        opened.touch();
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          throw new AiProviderError('Malformed stream');
        }
        const error = (parsed as { error?: { message?: string } }).error;
        if (error) throw new AiProviderError(error.message ?? 'Stream error');
        const delta = (parsed as { choices?: { delta?: { content?: string | null } }[] }).choices?.[0]?.delta
          ?.content;
        if (delta) yield delta;
      }
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof AiProviderError) throw error;
      // The connection broke, or the idle timer fired, in the middle of the answer.
      throw new AiProviderError('Stream broken');
    } finally {
      opened.close();
    }
  }

  async *suggest(input: SuggestInput, signal: AbortSignal): AsyncIterable<Suggestion> {
    const reader = new JsonArrayStream();
    // Only the candidates it was given: a model may invent an id, or pick one our data does not support.
    const known = suggestionCandidates(input);
    const seen = new Set<number>();
    for await (const delta of this.stream(suggestionMessages(input, known), signal, true)) {
      for (const raw of reader.push(delta)) {
        const item = suggestionShape.safeParse(raw);
        // Ids must be ours: a model may invent one, and a card without our data is worthless.
        if (!item.success || !known.has(item.data.id) || seen.has(item.data.id)) continue;
        seen.add(item.data.id);
        yield { id: item.data.id, explanation: item.data.explanation };
        if (seen.size >= input.max) return;
      }
    }
    if (seen.size === 0) throw new AiProviderError(reader.sawArray ? 'No valid items' : 'No data');
  }

  chat(input: ChatInput, signal: AbortSignal): AsyncIterable<string> {
    return this.stream(chatMessages(input), signal, false);
  }

  polish(input: PolishInput, signal: AbortSignal): AsyncIterable<string> {
    return this.stream(polishMessages(input), signal, false);
  }

  async image(input: ChatInput, signal: AbortSignal): Promise<string | null> {
    if (!this.cfg.imageModel) return null;
    const p = input.profession;
    const prompt = `A cheerful young Hong Kong professional working as ${p?.name ?? 'a professional'}, Japanese anime style, safe for school.`;
    const opened = await this.open(
      '/images/generations',
      { model: this.cfg.imageModel, prompt, n: 1, size: '1024x1024' },
      signal,
    );
    try {
      const body = (await opened.response.json()) as { data?: { url?: string }[] };
      const url = body.data?.[0]?.url;
      if (!url || !/^https:\/\//.test(url)) throw new AiProviderError('No image');
      return url;
    } finally {
      opened.close();
    }
  }
}
