import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { AiConfig } from '../src/config.ts';

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { messages?: { role: string; content: string }[]; stream?: boolean; model?: string };
}

/** What the fake server does with one request. */
export type FakeBehaviour = (req: FakeRequest, res: http.ServerResponse) => unknown;

export function sseChunk(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

/** Streams `pieces` as OpenAI chat-completion chunks, `gapMs` apart, then [DONE]. */
export function streamPieces(pieces: string[], gapMs = 0): FakeBehaviour {
  return async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of pieces) {
      res.write(sseChunk(piece));
      if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
    }
    res.end('data: [DONE]\n\n');
  };
}

/** An OpenAI-compatible server on a loopback port, answering each request with the next behaviour. */
export async function startFakeOpenAi(): Promise<{
  url: string;
  requests: FakeRequest[];
  queue: FakeBehaviour[];
  close(): Promise<void>;
}> {
  const requests: FakeRequest[] = [];
  const queue: FakeBehaviour[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => {
      const request: FakeRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      };
      requests.push(request);
      const behaviour = queue.shift() ?? ((_r, s) => s.writeHead(500).end());
      void behaviour(request, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    queue,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

/**
 * Inside a describe: a fake OpenAI-compatible server for its tests, and the app's AI configuration
 * pointed at it (no retries, 2 s time-out); afterwards the offline default again.
 */
export function useFakeOpenAi(app: () => { deps: { config: { ai: AiConfig } } }): () => FakeOpenAi {
  let fake: FakeOpenAi | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const { config } = app().deps;
    config.ai = { ...config.ai, baseUrl: fake.url, model: 'fake-model', retries: 0, timeoutMs: 2000 };
  });
  afterAll(async () => {
    const { config } = app().deps;
    config.ai = { ...config.ai, baseUrl: undefined };
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('the fake OpenAI server starts in beforeAll');
    return fake;
  };
}
