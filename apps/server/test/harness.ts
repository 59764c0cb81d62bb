import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type OpenDb, seedDefaultSettings, seedDemo, setSetting } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { RateLimiter } from '../src/auth/rate-limit.ts';
import { loadConfig } from '../src/config.ts';
import type { AppDeps } from '../src/deps.ts';
import { Metrics } from '../src/metrics/metrics.ts';
import { loadConsentKey } from '../src/services/consent/consent-key.ts';
import { loadServerSecret } from '../src/services/settings/server-secret.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import { appRouter } from '../src/trpc/router.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: OpenDb;
  clock: { now: Date; advance(ms: number): void };
  call<T = unknown>(procedure: string, input?: unknown, opts?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

export interface CallOptions {
  cookie?: string | undefined;
  lang?: 'en' | 'zh-HK';
  origin?: string;
  appRole?: string;
}

export interface CallResult<T> {
  status: number;
  data: T;
  error: { message: string; data: { code: string; httpStatus: number; waypointCode: string | null } } | null;
  /** The session cookie as a Cookie header value, when the call set one. */
  cookie: string | undefined;
}

/**
 * Whether the router declares the procedure a query (sent as GET) or a mutation (POST). Read from the router,
 * not guessed from the name: a query named otherwise would be POSTed and refused as the wrong method.
 */
export function procedureType(procedure: string): 'query' | 'mutation' | 'subscription' {
  const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> })
    .procedures;
  const type = procedures[procedure]?._def.type;
  if (type !== 'query' && type !== 'mutation' && type !== 'subscription')
    throw new Error(`no procedure ${procedure} in the root router`);
  return type;
}

/** A real app on a fresh database (PGlite snapshot, or PostgreSQL under test:pg), driven over HTTP inject. */
export async function createTestApp(
  opts: {
    demo?: boolean;
    smsVerification?: boolean;
    /** A database of the test's own (e.g. an embedded one on disk), migrated; closed with the app. */
    database?: OpenDb;
    /** DATA_DIR (consent key, uploads); a new temporary directory when not given. */
    dataDir?: string;
    /** Where the clock starts; the real time when not given. */
    now?: Date;
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDb());
  await seedDefaultSettings(database.db);
  if (opts.demo !== false) await seedDemo(database.db);
  if (opts.smsVerification !== undefined) {
    await setSetting(database.db, 'smsVerification', opts.smsVerification ? 'TRUE' : 'FALSE');
  }
  const clock = {
    now: opts.now ?? new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    // No test app serves the web unless it asks to; the one that draws pages turns this on itself.
    SSR: 'off',
    DATA_DIR: opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'wp-data-')),
  });
  const secret = await loadServerSecret(database.db);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage: new LocalStorage(config.storageDir),
    limiter: new RateLimiter({ db: database.db, secret, now: () => clock.now }),
    log: pino({ level: 'silent' }),
    metrics: new Metrics(),
    secret,
    consentKey: await loadConsentKey({ envKey: undefined, dataDir: config.dataDir }),
    now: () => clock.now,
  };
  const app = await buildApp(deps, { serveWeb: false });
  await app.ready();

  async function call<T>(procedure: string, input?: unknown, o: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { 'x-waypoint-lang': o.lang ?? 'en' };
    if (o.cookie) headers.cookie = o.cookie;
    if (o.origin) headers.origin = o.origin;
    if (o.appRole) headers['x-waypoint-app-role'] = o.appRole;
    const isQuery = procedureType(procedure) === 'query';
    const res = await app.inject({
      method: isQuery ? 'GET' : 'POST',
      url: isQuery
        ? `/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
        : `/api/trpc/${procedure}`,
      headers: isQuery ? headers : { ...headers, 'content-type': 'application/json' },
      ...(isQuery ? {} : { payload: JSON.stringify(input ?? {}) }),
    });
    const body = res.json() as { result?: { data: T }; error?: CallResult<T>['error'] };
    const setCookie = res.cookies.find((c) => c.name === 'wp_session');
    return {
      status: res.statusCode,
      data: body.result?.data as T,
      error: body.error ?? null,
      cookie: setCookie?.value ? `wp_session=${setCookie.value}` : undefined,
    };
  }

  return {
    app,
    deps,
    database,
    clock,
    call,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs a demo person in with their phone (smsVerification FALSE) and returns the cookie. */
export async function signIn(t: TestApp, phone: string): Promise<string> {
  const res = await t.call('auth.loginWithPhone', { phone });
  if (!res.cookie) throw new Error(`sign-in failed for ${phone}: ${res.error?.message}`);
  return res.cookie;
}
