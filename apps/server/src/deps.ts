import type { Db, OpenDb } from '@waypoint/db';
import type { Logger } from 'pino';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { Config } from './config.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Storage } from './storage/storage.ts';

/** What every request handler can reach; tests build the same object around a test database. */
export interface AppDeps {
  config: Config;
  database: OpenDb;
  db: Db;
  storage: Storage;
  limiter: RateLimiter;
  log: Logger;
  /** The process's Prometheus metrics (`GET /metrics`). */
  metrics: Metrics;
  /** Keys short hashes (SMS codes, addresses); stored in app_settings so that every process shares it. */
  secret: string;
  /** Keys the consent digests; kept outside the database (CONSENT_KEY or DATA_DIR/consent.key). */
  consentKey: string;
  now: () => Date;
}
