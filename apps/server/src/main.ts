import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDb, pgliteTemplateFile, seedAll } from '@waypoint/db';
import { buildApp } from './app.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { demoRefusal, loadConfig, StartRefused } from './config.ts';
import type { AppDeps } from './deps.ts';
import { encodedPortalData } from './http/portal-data-resource.ts';
import { createLogger } from './logger.ts';
import { movedDataDirRefusal } from './maintenance/moved-marker.ts';
import { OPS_TOKEN_FILE, writeOpsToken } from './maintenance/ops-token.ts';
import { watchDatabase } from './metrics/database-metrics.ts';
import { Metrics } from './metrics/metrics.ts';
import { watchOutbox } from './metrics/outbox-metrics.ts';
import { startOutboxWorker, transportsFromConfig } from './outbox/worker.ts';
import { loadDemoFacts } from './services/app/demo-facts.ts';
import { loadConsentKey } from './services/consent/consent-key.ts';
import { startDigestJob } from './services/home/send-digests.ts';
import { startErasureJob } from './services/privacy/erase-due-people.ts';
import { startRetentionJob } from './services/privacy/retention-job.ts';
import { loadServerSecret } from './services/settings/server-secret.ts';
import { followOpenAnswers, stopGracefully } from './shutdown.ts';
import { DataDirInUseError, lockDataDir } from './storage/data-dir-lock.ts';
import { storageFromConfig } from './storage/storage-from-config.ts';
import { startUploadSweeper } from './storage/uploads.ts';

const DEMO_SIGN_INS = [
  ['90000001', 'admin'],
  ['90000002', 'principal of beacon1'],
  ['90000003', 'career teacher of beacon1'],
  ['90000004', 'class teacher of 5A, beacon1'],
  ['90000005', 'teacher of beacon1 (employment status Unverified)'],
  ['91000001 – 91000040', 'secondary students of beacon1 (F.4–F.6)'],
  ['92000001', 'university student'],
  ['92000002 – 92000004', "university students of the clients' programmes (jobEX)"],
  ['93000001', 'university client'],
  ['93000002, 93000003', 'university clients of Lion Rock Technology and Harbour University (jobEX)'],
  ['94000001', 'student whose access is disabled'],
] as const;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // The embedded database belongs to one process: a second server on the same DATA_DIR stops here,
  // before it opens (and could corrupt) the database. PostgreSQL takes any number of processes.
  // After `npm run db:move-to-postgres` the data lives in PostgreSQL; the embedded copy is not served again.
  const moved = config.databaseUrl ? null : movedDataDirRefusal(config.dataDir);
  if (moved) throw new StartRefused(moved);
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const database = await openDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
      : {
          dataDir: pgliteDir,
          // A new embedded database starts migrated and with the reference data, instead of from initdb.
          template: existsSync(path.join(pgliteDir, 'PG_VERSION'))
            ? undefined
            : pgliteTemplateFile(config.pgliteTemplateDir),
        },
  );
  await database.migrate();
  await seedAll(database.db, { demo: config.demo.seed });
  // What an earlier start or an admin left in the database: demo accounts, SMS codes off (config.ts).
  const refused = demoRefusal(config.demo, await loadDemoFacts(database.db));
  if (refused.length > 0) {
    await database.close();
    lock?.release();
    throw new StartRefused(refused.join('\n'));
  }
  if (config.demo.declared && config.demo.deployedBy)
    log.warn('DEMO=true: demo accounts and sign-in without SMS codes are allowed on this deployed server');
  const storage = await storageFromConfig(config, database.db).catch(async (err: unknown) => {
    await database.close();
    lock?.release();
    throw err;
  });
  const secret = await loadServerSecret(database.db);
  const now = () => new Date();
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage,
    limiter: new RateLimiter({ db: database.db, secret, now }),
    log,
    metrics: new Metrics(),
    secret,
    consentKey: await loadConsentKey({ envKey: config.consentKey, dataDir: config.dataDir }),
    now,
  };
  // The embedded database is this process's alone: `npm run backup` asks it, with a token only this user reads.
  const opsToken = config.databaseUrl ? undefined : writeOpsToken(config.dataDir);
  const app = await buildApp(deps, { opsToken });
  watchDatabase(deps.metrics, database, config.databasePoolSize);
  watchOutbox(deps.metrics, deps.db);
  const worker = startOutboxWorker(database.db, transportsFromConfig(config, log), log, config.outbox.pollMs);
  // Uploads no record claimed within a day go, checked hourly beside the outbox.
  const sweeper = startUploadSweeper(deps.db, deps.storage, log);
  // Retention settings, applied by the first process to look each Hong Kong day (checked hourly).
  const retention = startRetentionJob(deps.db, log);
  // Accounts past their deletion grace period are erased, checked hourly in every process (decision 019).
  const erasure = startErasureJob(deps);
  // The weekly next-steps digests (decision 029), checked every ten minutes in every process.
  const digests = startDigestJob(deps);
  // A burst of new connections (a whole school applying when a session opens) overflowed Node's default
  // accept queue of 511, and the kernel reset the connections it could not queue; the kernel caps this
  // at net.core.somaxconn.
  const openAnswers = followOpenAnswers(app);
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  // Compressed once in the background, so that the first visitor does not wait for brotli.
  encodedPortalData(deps.db).catch((err) => log.warn({ err }, 'portal data not prepared'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `Waypoint is running at ${config.publicUrl} (ready in ${seconds} s, database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  ];
  if (config.demo.seed) {
    lines.push('Demo sign-ins (phone only while the smsVerification setting is FALSE):');
    for (const [phone, who] of DEMO_SIGN_INS) lines.push(`  ${phone.padEnd(21)} ${who}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await stopGracefully(
      {
        app,
        log,
        graceMs: config.shutdownGraceMs,
        worker,
        jobs: [sweeper, retention, erasure, digests],
        database,
        lock,
      },
      openAnswers,
    );
    if (opsToken) rmSync(path.join(config.dataDir, OPS_TOKEN_FILE), { force: true });
    log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError || err instanceof StartRefused) {
    process.stderr.write(`Waypoint failed to start: ${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Waypoint failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
