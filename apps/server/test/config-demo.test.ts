import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, seedDefaultSettings, seedDemo } from '@waypoint/db';
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoFacts, demoMode, demoRefusal, loadConfig, StartRefused } from '../src/config.ts';
import { loadDemoFacts } from '../src/services/app/demo-facts.ts';
import { createTestApp } from './harness.ts';

/**
 * Issue 29 item 1: demo accounts were seeded by default everywhere, and the demo seed turns SMS codes off,
 * so a deployment that forgot SEED_DEMO=false let anyone sign in as the admin with a phone number. Now
 * `npm start` on one's own machine still shows the demo, and a deployed server (PUBLIC_URL set, or
 * NODE_ENV=production) refuses to start with demo accounts or SMS codes off unless DEMO=true says so.
 */
const NONE: DemoFacts = { demoAccounts: false, smsCodesOff: false };

describe('the demo switch', () => {
  it('seeds the demo on one’s own machine, and on a deployed server only when asked for', () => {
    const seed = (env: Record<string, string>) => loadConfig(env).demo.seed;
    expect(seed({})).toBe(true);
    expect(seed({ NODE_ENV: 'development' })).toBe(true);
    expect(seed({ SEED_DEMO: 'false' })).toBe(false);
    expect(seed({ DEMO: 'false' })).toBe(false);
    expect(seed({ PUBLIC_URL: 'https://waypoint.example.org' })).toBe(false);
    expect(seed({ NODE_ENV: 'production' })).toBe(false);
    expect(seed({ PUBLIC_URL: 'https://demo.example.org', DEMO: 'true' })).toBe(true);
    expect(seed({ PUBLIC_URL: 'https://demo.example.org', DEMO: 'true', SEED_DEMO: 'false' })).toBe(false);
  });

  it('says why a server counts as deployed', () => {
    expect(demoMode({}).deployedBy).toBeNull();
    expect(demoMode({ NODE_ENV: 'test' }).deployedBy).toBeNull();
    expect(demoMode({ PUBLIC_URL: 'https://w.example' }).deployedBy).toBe('PUBLIC_URL');
    expect(demoMode({ NODE_ENV: 'production' }).deployedBy).toBe('NODE_ENV=production');
  });

  it('refuses SEED_DEMO=true on a deployed server before anything opens, naming the settings', () => {
    for (const deployed of [{ PUBLIC_URL: 'https://w.example' }, { NODE_ENV: 'production' }]) {
      const start = () => loadConfig({ ...deployed, SEED_DEMO: 'true' });
      expect(start).toThrow(StartRefused);
      expect(start).toThrow(/SEED_DEMO=true.*(PUBLIC_URL|NODE_ENV=production).*DEMO=true/);
      expect(() => loadConfig({ ...deployed, SEED_DEMO: 'true', DEMO: 'true' })).not.toThrow();
    }
    expect(() => loadConfig({ SEED_DEMO: 'true' })).not.toThrow();
  });

  it('refuses a deployed server with demo accounts or SMS codes off, over every combination', () => {
    const where = [{}, { PUBLIC_URL: 'https://w.example' }, { NODE_ENV: 'production' }];
    for (const env of where)
      for (const demo of [undefined, true, false])
        for (const demoAccounts of [false, true])
          for (const smsCodesOff of [false, true]) {
            const mode = demoMode({ ...env, DEMO: demo, SEED_DEMO: false });
            const problems = demoRefusal(mode, { demoAccounts, smsCodesOff });
            const label = JSON.stringify({ env, demo, demoAccounts, smsCodesOff });
            const deployed = Object.keys(env).length > 0;
            if (!deployed || demo === true) {
              expect(problems, label).toEqual([]);
              continue;
            }
            expect(problems, label).toHaveLength(Number(demoAccounts) + Number(smsCodesOff));
            if (demoAccounts) expect(problems.join(' '), label).toMatch(/demo accounts.*is_demo.*DEMO=true/);
            if (smsCodesOff) expect(problems.join(' '), label).toMatch(/smsVerification.*FALSE.*DEMO=true/);
            for (const p of problems) expect(p, label).toContain(Object.keys(env)[0]);
          }
    // Loading the demo counts as demo accounts, with SMS codes turned off by the seed.
    expect(demoRefusal(demoMode({ PUBLIC_URL: 'https://w.example', SEED_DEMO: true }), NONE)).toHaveLength(1);
    expect(demoRefusal(demoMode({ PUBLIC_URL: 'https://w.example' }), NONE)).toEqual([]);
  });

  it('reads the demo accounts and the SMS setting from the database', async () => {
    const empty = await createTestApp({ demo: false });
    try {
      expect(await loadDemoFacts(empty.deps.db)).toEqual({ demoAccounts: false, smsCodesOff: false });
    } finally {
      await empty.close();
    }
    const demo = await createTestApp({ demo: true, smsVerification: false });
    try {
      expect(await loadDemoFacts(demo.deps.db)).toEqual({ demoAccounts: true, smsCodesOff: true });
    } finally {
      await demo.close();
    }
  });
});

describe('a deployed server process', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  const repoRoot = path.resolve(import.meta.dirname, '../../..');

  function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const { DATABASE_URL: _pg, DEMO: _demo, SEED_DEMO: _seed, ...inherited } = process.env;
    const full = { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: full,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (b: Buffer) => {
      output += b.toString();
      // A server that started was not refused: stop it.
      if (output.includes('Waypoint is running')) child.kill('SIGTERM');
    });
    child.stderr?.on('data', (b: Buffer) => {
      output += b.toString();
    });
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  it('stops at once, with the reason and no stack, when told to seed the demo', {
    timeout: 60_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-demo-'));
    const { code, output } = await start({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://waypoint.example.org',
      SEED_DEMO: 'true',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/^Waypoint failed to start: SEED_DEMO=true would load demo accounts/m);
    expect(output).toContain('DEMO=true');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('stops when the database holds demo accounts, and starts with DEMO=true', {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-demo-'));
    const snapshot = process.env.WAYPOINT_PGLITE_SNAPSHOT;
    const db = await openDb({
      dataDir: path.join(dataDir, 'pglite'),
      ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
    });
    if (!snapshot) await db.migrate();
    await seedDefaultSettings(db.db);
    // What an earlier `npm start` with the old default left: demo people, SMS codes off.
    await seedDemo(db.db);
    await db.close();
    const refused = await start({ DATA_DIR: dataDir, PUBLIC_URL: 'https://waypoint.example.org' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The database holds demo accounts/);
    expect(refused.output).toMatch(/SMS codes are off \(the smsVerification setting is FALSE\)/);
    expect(refused.output).not.toContain('Waypoint is running');
    const allowed = await start({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://demo.example.org',
      DEMO: 'true',
    });
    expect(allowed.output).toContain('Waypoint is running');
    expect(allowed.output).not.toContain('failed to start');
  });
});
