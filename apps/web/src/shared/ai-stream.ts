import { type AiFailure, aiFailureMessage } from './ai-failure';
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

/**
 * A request that failed: a refusal before streaming (401, 400, 429: the server's sentence, and the cooldown
 * left if any), a proxy's error page, no connection, or a stream that broke (status 0). The message is
 * always a sentence in the reader's language (ai-failure.ts).
 */
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

/** The lines the server ends every answer with (apps/server/src/ai/routes.ts, polish-route.ts). */
const LAST_LINES: ReadonlySet<AiLine['type']> = new Set(['done', 'error', 'botError']);

function failed(failure: AiFailure, status: number, seconds: number | null = null): AiRequestError {
  return new AiRequestError(aiFailureMessage(failure, currentLang()), status, seconds);
}

async function refusalOf(res: Response): Promise<AiRequestError> {
  // Only Waypoint's own answers are JSON; a proxy's error page is HTML.
  const json = (res.headers.get('content-type') ?? '').includes('application/json')
    ? ((await res.json().catch(() => null)) as { message?: unknown; seconds?: unknown } | null)
    : null;
  const serverMessage = typeof json?.message === 'string' ? json.message : null;
  const seconds = typeof json?.seconds === 'number' ? json.seconds : null;
  return failed({ kind: 'status', status: res.status, serverMessage }, res.status, seconds);
}

/**
 * POSTs to the AI gateway and hands each streamed line to `onLine` as it arrives. Aborting the signal (the
 * stop button, closing the modal) ends the request, and the server stops its provider: that rejects with
 * the abort itself, which callers check for; every other failure is an AiRequestError.
 */
export async function streamAi(
  path: 'ab3' | 'ab4' | 'slp' | 'image' | 'cvcl' | 'polish',
  body: Record<string, unknown>,
  onLine: (line: AiLine) => void,
  signal: AbortSignal,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/ai/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-waypoint-lang': currentLang() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw failed({ kind: 'network' }, 0);
  }
  if (!res.ok || !res.body) throw await refusalOf(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finished = false;
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (signal.aborted) throw error;
      throw failed({ kind: 'cutOff' }, 0);
    }
    if (chunk.done) break;
    buffer += chunk.value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const text = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (text) {
        let line: AiLine;
        try {
          line = JSON.parse(text) as AiLine;
        } catch {
          // A 200 that is not ours (a captive portal's page) or a line broken in transit.
          await reader.cancel().catch(() => {});
          throw failed({ kind: 'garbled' }, 0);
        }
        if (LAST_LINES.has(line.type)) finished = true;
        onLine(line);
      }
      newline = buffer.indexOf('\n');
    }
  }
  // A proxy that closes a long answer early ends the stream cleanly, without the server's last line.
  if (!finished) throw failed({ kind: 'cutOff' }, 0);
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
