import http from 'node:http';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with another status than expected, or failed connections. */
  errors: number;
  /** Bytes of body received per answer (as sent, e.g. compressed). */
  bodyBytes: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  expectStatus?: number;
}

/**
 * A closed-loop HTTP load: `connections` keep-alive connections, each sending its next request when the
 * previous answer has fully arrived, for `durationMs`. Enough for ratios against a bare server measured the
 * same way in the same run; not a replacement for a dedicated load tool.
 */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  const target = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  let bodyBytes = 0;
  const deadline = performance.now() + opts.durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: opts.headers,
        },
        (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
          });
          res.on('end', () => {
            latencies.push(performance.now() - started);
            bodyBytes = size;
            if (res.statusCode !== (opts.expectStatus ?? 200)) errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    bodyBytes,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
