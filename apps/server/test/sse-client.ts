/** A small reader for tRPC's SSE subscriptions in tests: one JSON value per `data:` line. */
export interface SseStream {
  headers: Headers;
  /** The next data value (the tRPC envelope's payload), or throws after `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown>;
  /** The next serialized error event. */
  nextError(timeoutMs?: number): Promise<{ code?: string; message?: string }>;
  /** Values received and not yet read. */
  pending(): number;
  close(): Promise<void>;
}

interface Frame {
  event: string;
  data: string;
}

export async function openSse(url: string, cookie: string | undefined): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trimStart())
            .join('\n');
          if (data) frames.push({ event, data });
          for (const w of waiters.splice(0)) w();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();

  async function take(pred: (f: Frame) => boolean, timeoutMs: number): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = frames.findIndex(pred);
      if (i >= 0) return frames.splice(i, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no SSE frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  const isData = (f: Frame) => f.event === 'message';
  return {
    headers: res.headers,
    async next(timeoutMs = 5000) {
      return JSON.parse((await take(isData, timeoutMs)).data);
    },
    async nextError(timeoutMs = 5000) {
      const f = await take((x) => x.event === 'serialized-error', timeoutMs);
      const parsed = JSON.parse(f.data) as { data?: { code?: string }; message?: string };
      return { code: parsed.data?.code, message: parsed.message };
    },
    pending: () => frames.filter(isData).length,
    async close() {
      controller.abort();
      await reader.cancel().catch(() => {});
    },
  };
}
