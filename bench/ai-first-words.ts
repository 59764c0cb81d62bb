import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_AI_PORT ?? 3293);
const BASE = `http://127.0.0.1:${PORT}`;
/** Issue 12: the first streamed words appear within 1 s on the offline default. */
const TARGET_MS = 1000;

async function waitForServer(started: number): Promise<void> {
  for (;;) {
    if (performance.now() - started > 180_000) throw new Error('server did not start within 180 s');
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signIn(phone: string): Promise<string> {
  const res = await fetch(`${BASE}/api/trpc/auth.loginWithPhone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ phone }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wp_session='));
  if (!cookie) throw new Error(`sign-in failed for ${phone}: ${res.status}`);
  return cookie.split(';')[0]!;
}

/** Milliseconds from sending the request to the first line of the given type, and to the end. */
async function timeFirst(
  cookie: string,
  urlPath: string,
  body: unknown,
  type: 'text' | 'item',
): Promise<{ first: number; total: number }> {
  const started = performance.now();
  const res = await fetch(`${BASE}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie, 'x-waypoint-lang': 'zh-HK' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
  let first = Number.NaN;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    if (Number.isNaN(first) && buffer.split('\n').some((l) => l.includes(`"type":"${type}"`)))
      first = performance.now() - started;
  }
  return { first, total: performance.now() - started };
}

const query = (content: string, extra: Record<string, unknown> = {}) => ({
  version: '1.0',
  type: 'query',
  query: [{ role: 'user', content, timestamp: Date.now() }],
  ...extra,
});

/**
 * Starts the server on the offline default, signs demo students in and times the first streamed words of
 * the profession chat and the first suggestion card, cold (the process's first question builds the index)
 * and warm.
 */
export async function benchAiFirstWords(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-bench-ai-'));
  const started = performance.now();
  // The offline default: whatever AI server the shell names is left out.
  const { AI_BASE_URL: _remote, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // DEMO=true: it signs demo people in, whatever PUBLIC_URL or NODE_ENV the shell holds.
    env: { ...env, DATA_DIR: dir, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO: 'true' },
    stdio: 'ignore',
  });
  try {
    await waitForServer(started);
    const cookies = await Promise.all(['91000031', '91000032', '91000033'].map(signIn));
    const chat = (cookie: string, professionId: number) =>
      timeFirst(
        cookie,
        '/ai/ab4',
        { ...query('我應該讀甚麼科目？'), type: 'chat', chatType: 'ab4', professionId },
        'text',
      );
    const cold = await chat(cookies[0]!, 100);
    const warm = await chat(cookies[0]!, 200);
    const disciplines = await timeFirst(cookies[1]!, '/ai/ab3', query('我生物科很好，想做護士'), 'item');
    const professions = await timeFirst(cookies[2]!, '/ai/ab4', query('', { tagId: 'technology' }), 'item');
    const line = (label: string, r: { first: number; total: number }) =>
      console.log(
        `${label}: first words ${r.first.toFixed(0)} ms, whole answer ${r.total.toFixed(0)} ms` +
          (r.first <= TARGET_MS ? '' : `  ABOVE the ${TARGET_MS} ms target`),
      );
    line('AI chat (offline), first question of the process', cold);
    line('AI chat (offline), next question', warm);
    line('AI study-area suggestions (offline), first card', disciplines);
    line('AI profession suggestions (offline), first card', professions);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
