import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AiLine, AiRequestError, streamAi } from './ai-stream';
import en from './i18n/locales/en.json';
import zhHK from './i18n/locales/zh-HK.json';

// The app's i18n module sets up react-i18next and the document; the stream reads only the language.
const lang = vi.hoisted(() => ({ current: 'zh-HK' as 'zh-HK' | 'en' }));
vi.mock('./i18n', () => ({ currentLang: () => lang.current }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  lang.current = 'zh-HK';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A body that sends these pieces, then ends or breaks. */
function body(pieces: string[], end: 'close' | 'break' = 'close'): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder();
  const queue = [...pieces];
  // One piece per pull, so that the pieces before a break are read before it.
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next !== undefined) controller.enqueue(bytes.encode(next));
      else if (end === 'close') controller.close();
      else controller.error(new TypeError('network error'));
    },
  });
}

async function failureOf(run: Promise<void>): Promise<AiRequestError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiRequestError);
  return error as AiRequestError;
}

const run = (lines: AiLine[] = [], signal = new AbortController().signal) =>
  streamAi('ab3', {}, (l) => lines.push(l), signal);

describe('streamAi failures', () => {
  it("shows a proxy's 502 page in the reader's language, not its status text", async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad Gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
    );
    const error = await failureOf(run());
    expect(error.message).toBe(zhHK.aiErrors.unavailable);
    expect(error.status).toBe(502);
    lang.current = 'en';
    expect((await failureOf(run())).message).toBe(en.aiErrors.unavailable);
  });

  it('gives an empty 5xx (no body, no status text) a sentence too', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    expect((await failureOf(run())).message).toBe(zhHK.aiErrors.unavailable);
  });

  it("keeps the server's own refusal and its wait", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: '請於 42 秒後再試。', seconds: 42 }, { status: 429 }),
    );
    const error = await failureOf(run());
    expect(error.message).toBe('請於 42 秒後再試。');
    expect(error.seconds).toBe(42);
  });

  it('says the connection failed when there is no answer at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(run());
    expect(error.message).toBe(zhHK.aiErrors.network);
    expect(error.status).toBe(0);
  });

  it('says the answer was cut off when the stream breaks or ends without its last line', async () => {
    const meta = `${JSON.stringify({ type: 'meta', provider: 'offline', requestId: 1 })}\n`;
    const text = `${JSON.stringify({ type: 'text', text: '你好' })}\n`;
    fetchMock.mockResolvedValueOnce(new Response(body([meta, text], 'break')));
    const lines: AiLine[] = [];
    expect((await failureOf(run(lines))).message).toBe(zhHK.aiErrors.cutOff);
    // What arrived before the break was handed on.
    expect(lines.map((l) => l.type)).toEqual(['meta', 'text']);
    fetchMock.mockResolvedValueOnce(new Response(body([meta, text, '{"type":"te'])));
    expect((await failureOf(run())).message).toBe(zhHK.aiErrors.cutOff);
  });

  it('refuses a 200 that is not a stream of JSON lines (a captive portal)', async () => {
    fetchMock.mockResolvedValue(new Response(body(['<html>Log in to the Wi-Fi</html>\n'])));
    expect((await failureOf(run())).message).toBe(zhHK.aiErrors.server);
  });

  it('finishes quietly on a complete answer, and rethrows the reader’s own stop as it is', async () => {
    const done = `${JSON.stringify({ type: 'done', count: 0 })}\n`;
    fetchMock.mockResolvedValueOnce(new Response(body([done])));
    const lines: AiLine[] = [];
    await run(lines);
    expect(lines).toEqual([{ type: 'done', count: 0 }]);

    const stop = new AbortController();
    stop.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    const error = await run([], stop.signal).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AiRequestError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
