import { currentLang } from './i18n';

/** One line of the AI gateway's streamed answer (apps/server/src/ai/routes.ts). */
export type AiLine =
  | { type: 'meta'; provider: string; requestId: number | null }
  | ({
      type: 'item';
      id: number;
      name: string;
      nameChi: string;
      explanation: string;
      explanationEn: string | null;
    } & Record<string, unknown>)
  | { type: 'text'; text: string }
  | { type: 'image'; url: string }
  | { type: 'safety'; text: string }
  | { type: 'botError'; text: string; messageId: number }
  | { type: 'error'; message: string }
  | { type: 'noMatch'; message: string }
  | { type: 'done'; count: number; messageId?: number };

/** A refusal before streaming (401, 400, 429): the server's sentence, and the cooldown left if any. */
export class AiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly seconds: number | null,
  ) {
    super(message);
    this.name = 'AiRequestError';
  }
}

/**
 * POSTs to the AI gateway and hands each streamed line to `onLine` as it arrives. Aborting the signal (the
 * stop button, closing the modal) ends the request, and the server stops its provider.
 */
export async function streamAi(
  path: 'ab3' | 'ab4' | 'slp' | 'image' | 'cvcl' | 'polish',
  body: Record<string, unknown>,
  onLine: (line: AiLine) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await fetch(`/ai/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-waypoint-lang': currentLang() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok || !res.body) {
    const json = (await res.json().catch(() => null)) as { message?: string; seconds?: number } | null;
    throw new AiRequestError(json?.message ?? res.statusText, res.status, json?.seconds ?? null);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const text = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (text) onLine(JSON.parse(text) as AiLine);
      newline = buffer.indexOf('\n');
    }
  }
}

/** The AI request body of spec 2 §7 / spec 3 §7 for one message. */
export function aiBody(content: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const id = crypto.randomUUID();
  return {
    version: extra.type === 'query' || extra.type === undefined ? '1.0' : '3.0.0',
    type: 'query',
    query: [{ role: 'user', content, timestamp: new Date().toISOString(), message_id: id }],
    conversation_id: id,
    message_id: id,
    ...extra,
  };
}
