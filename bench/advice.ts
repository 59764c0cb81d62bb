import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Issue 21: how often the AI guide's suggestions are ones a careers teacher accepts. Sends each labelled
// statement through the real /ai/ab3 and /ai/ab4 of a running server, as a different demo student each
// time, and scores them as ../shared/data/advice/README.md says. A figure, not a test.
//
//   npm run bench:advice                      starts a server on the offline default (a fresh demo database)
//   ADVICE_URL=http://127.0.0.1:3000 npm run bench:advice     uses a running demo server instead
//   ADVICE_STATEMENTS=path/to/set.json                        another labelled set (same format)

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_ADVICE_PORT ?? 3294);
const statementsPath = path.resolve(
  root,
  process.env.ADVICE_STATEMENTS ?? '../shared/data/advice/dev-statements.json',
);

interface Statement {
  id: string;
  lang: 'en' | 'zh-HK';
  text: string;
  studyAreas: string[];
  iscoMinor: string[];
}

interface Item {
  name?: string;
  nameChi?: string;
  iscoCode?: string;
}

const studyAreaNames = new Map<string, string>();
for (const line of readFileSync(path.join(root, 'packages/db/data/jupas/study_areas.csv'), 'utf8')
  .split('\n')
  .slice(1)) {
  const m = line.match(/^([^,]+),("(?:[^"]|"")*"|[^,]*),(.*)$/);
  if (!m) continue;
  const en = m[2]!.replace(/^"|"$/g, '').replace(/""/g, '"');
  studyAreaNames.set(en, m[1]!);
  studyAreaNames.set(m[3]!.trim(), m[1]!);
}
// The loader's own Hong Kong name for one study area (docs/data.md).
studyAreaNames.set('建造及建築', 'Building');

async function waitFor(base: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (performance.now() - started > 240_000) throw new Error('server did not start within 240 s');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function signIn(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/trpc/auth.loginWithPhone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ phone }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wp_session='));
  if (!cookie) throw new Error(`sign-in failed for ${phone}: ${res.status}`);
  return cookie.split(';')[0]!;
}

async function ask(base: string, cookie: string, kind: 'ab3' | 'ab4', s: Statement): Promise<Item[] | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await fetch(`${base}/ai/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie, 'x-waypoint-lang': s.lang },
      body: JSON.stringify({
        version: '1.0',
        type: 'query',
        query: [{ role: 'user', content: s.text, timestamp: Date.now() }],
        conversation_id: `bench-${s.id}`,
        message_id: `${s.id}-${kind}`,
        sendToWhatsApp: false,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    if (res.status === 429 && attempt === 0) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 30) * 1000 + 500));
      continue;
    }
    if (!res.ok) return null;
    const lines = (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string } & Item);
    if (!lines.some((l) => l.type === 'done') || lines.some((l) => l.type === 'error')) return null;
    return lines.filter((l) => l.type === 'item');
  }
  return null;
}

function scoreStudyAreas(s: Statement, items: Item[] | null): boolean {
  if (!items || items.length === 0) return false;
  const top = items
    .slice(0, 3)
    .map((i) => studyAreaNames.get(i.name ?? '') ?? studyAreaNames.get(i.nameChi ?? ''));
  const ok = top.filter((code) => code && s.studyAreas.includes(code)).length;
  return top.length >= 3 ? ok >= 2 : ok === top.length;
}

function scoreProfessions(s: Statement, items: Item[] | null): boolean {
  if (!items) return false;
  const ok = items.slice(0, 5).filter((i) => s.iscoMinor.includes((i.iscoCode ?? '').slice(0, 3))).length;
  return ok >= 3;
}

export async function benchAdvice(): Promise<{ studyAreas: number; professions: number }> {
  const statements = JSON.parse(readFileSync(statementsPath, 'utf8')) as Statement[];
  let base = process.env.ADVICE_URL;
  let stop = async () => {};
  if (!base) {
    base = `http://127.0.0.1:${PORT}`;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-bench-advice-'));
    // The offline default: whatever AI server the shell names is left out.
    const { AI_BASE_URL: _remote, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      // DEMO=true: it signs demo people in, whatever PUBLIC_URL or NODE_ENV the shell holds.
      env: { ...env, DATA_DIR: dir, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO: 'true' },
      stdio: 'ignore',
    });
    stop = async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    };
    await waitFor(base);
  }
  try {
    let h1 = 0;
    let h2 = 0;
    const verbose = process.env.ADVICE_VERBOSE === '1';
    for (const [i, s] of statements.entries()) {
      const cookie = await signIn(base, String(91000001 + (i % 40)));
      const areas = await ask(base, cookie, 'ab3', s);
      const jobs = await ask(base, cookie, 'ab4', s);
      const a = scoreStudyAreas(s, areas);
      const j = scoreProfessions(s, jobs);
      h1 += a ? 1 : 0;
      h2 += j ? 1 : 0;
      if (verbose || !a || !j)
        console.log(
          `${s.id} ${a ? 'A' : '-'}${j ? 'P' : '-'} ${s.text.slice(0, 60)}\n    areas: ${(areas ?? [])
            .slice(0, 3)
            .map((x) => x.name)
            .join(' | ')}\n    jobs: ${(jobs ?? [])
            .slice(0, 5)
            .map((x) => `${x.iscoCode} ${x.name}`)
            .join(' | ')}`,
        );
    }
    const n = statements.length;
    console.log(
      `advice (${path.basename(statementsPath)}, ${n} statements): study areas ${h1}/${n} = ${(h1 / n).toFixed(2)}, professions ${h2}/${n} = ${(h2 / n).toFixed(2)} (target ≥ 0.85 each)`,
    );
    return { studyAreas: h1 / n, professions: h2 / n };
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAdvice();
