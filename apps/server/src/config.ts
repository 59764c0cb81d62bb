import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import type { TwilioSettings } from './outbox/transports/twilio-sms.ts';
import { parseWhatsAppTemplates, type WhatsAppCloudSettings } from './outbox/transports/whatsapp-cloud.ts';
import type { S3Settings } from './storage/s3-storage.ts';
import type { StorageKind } from './storage/storage.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'TRUE', 'FALSE'])
  .transform((v) => v === 'true' || v === '1' || v === 'TRUE');

/** Every environment variable the server reads, with its default. README "Configuration" lists the same. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.string().optional(),
  DEMO: bool.optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed !== null) return parsed;
      ctx.addIssue({
        code: 'custom',
        message:
          'false, a number of proxies (1–10), or the proxies’ addresses or CIDR ranges, comma-separated',
      });
      return z.NEVER;
    }),
  COOKIE_SECURE: bool.optional(),
  HSTS: bool.optional(),
  WEB_DIST: z.string().optional(),
  /**
   * Server rendering of the first screens (decision 030): on unless told otherwise; `SSR=off` turns it off.
   * A value other than `on` turns it off too: Vite and Vitest set SSR=1 in the processes they start, and
   * the server tests draw pages only where they ask to.
   */
  SSR: z
    .string()
    .optional()
    .transform((v) => v === undefined || v.trim().toLowerCase() === 'on'),
  STORAGE_DIR: z.string().optional(),
  STORAGE: z.enum(['local', 'postgres', 's3']).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  OUTBOX_WHATSAPP_URL: z.string().url().optional(),
  OUTBOX_SMS_URL: z.string().url().optional(),
  OUTBOX_HTTP_TOKEN: z.string().optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'a Graph API version such as v23.0')
    .default('v23.0'),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_TEMPLATES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseWhatsAppTemplates(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  SMTP_URL: z.string().optional(),
  CONSENT_KEY: z.string().min(32, 'at least 32 characters').optional(),
  MAIL_FROM: z.string().default('Waypoint <no-reply@waypoint.local>'),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  AI_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_OFFLINE_PIECE_MS: z.coerce.number().int().min(0).max(1000).default(20),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm install` leaves the embedded database's template (packages/db/src/pglite-template.ts). */
  pgliteTemplateDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per process (DATABASE_URL only). */
  databasePoolSize: number;
  publicUrl: string;
  /** Whether demo accounts may be loaded or kept (demoRefusal below); `demo.seed` loads them at start. */
  demo: DemoMode;
  logLevel: string;
  /** The reverse proxies whose X-Forwarded-For is believed (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  cookieSecure: boolean;
  hsts: boolean;
  webDist: string;
  /** Whether the first screens are rendered on the server (http/web-render.ts, decision 030). */
  ssr: boolean;
  storageDir: string;
  /** Where uploads live (storage/storage-from-config.ts, decision 023). */
  storage: StorageConfig;
  /** Keys the consent digests; unset: a key file in the data directory. */
  consentKey: string | undefined;
  rateLimitPerMinute: number;
  /** Sign-in attempts per address and account in 10 minutes. */
  signInLimitPerAccount: number;
  /** How long a stopping process lets requests in flight finish before it closes their connections. */
  shutdownGraceMs: number;
  /** The bearer token that opens `GET /metrics`; unset, the route does not exist. */
  metricsToken: string | undefined;
  outbox: {
    pollMs: number;
    whatsappUrl: string | undefined;
    smsUrl: string | undefined;
    httpToken: string | undefined;
    /** WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: WhatsApp goes through Meta's Cloud API. */
    whatsappCloud: WhatsAppCloudSettings | undefined;
    /** What `/webhooks/whatsapp` checks; unset, the route answers 404. */
    whatsappWebhook: { appSecret: string | undefined; verifyToken: string | undefined };
    /** TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: SMS goes through Twilio, which posts to `/webhooks/twilio`. */
    twilio: TwilioSettings | undefined;
    smtpUrl: string | undefined;
    mailFrom: string;
  };
  /** The AI gateway's provider: the offline guide unless AI_BASE_URL names an OpenAI-compatible server. */
  ai: AiConfig;
}

export interface StorageConfig {
  kind: StorageKind;
  /** STORAGE was set; unset, the kind follows DATABASE_URL and a start checks nothing was left behind. */
  chosen: boolean;
  /** S3_*, whenever S3_BUCKET is set. */
  s3: S3Settings | undefined;
}

export interface AiConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** Unset: image requests answer that image generation is unavailable. */
  imageModel: string | undefined;
  /** Longest wait for the first byte, and then between two pieces of a stream. */
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx or a refused connection, before anything was streamed. */
  retries: number;
  /** Pause between the offline guide's pieces of text, so a reply builds up on screen (0 in tests). */
  offlinePieceMs: number;
}

/** The setting that makes a server count as deployed (people other than its installer use it). */
export type DeployedBy = 'PUBLIC_URL' | 'NODE_ENV=production';

export interface DemoMode {
  /** Null on someone's own machine: no PUBLIC_URL and NODE_ENV is not production. */
  deployedBy: DeployedBy | null;
  /** DEMO=true: whoever runs the server said it is a demo, so demo accounts may be public. */
  declared: boolean;
  /** Load the demo schools and people at start (SEED_DEMO; by default on one's own machine or with DEMO=true). */
  seed: boolean;
}

/** What the database holds that lets someone in without an SMS code (services/app/demo-facts.ts). */
export interface DemoFacts {
  /** Demo schools or people (is_demo). */
  demoAccounts: boolean;
  /** The smsVerification setting is FALSE: a phone number alone signs anyone in. */
  smsCodesOff: boolean;
}

/** Thrown when the server must not start; main.ts prints its message alone, without a stack. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

export function demoMode(env: {
  PUBLIC_URL?: string | undefined;
  NODE_ENV?: string | undefined;
  DEMO?: boolean | undefined;
  SEED_DEMO?: boolean | undefined;
}): DemoMode {
  const deployedBy: DeployedBy | null = env.PUBLIC_URL
    ? 'PUBLIC_URL'
    : env.NODE_ENV === 'production'
      ? 'NODE_ENV=production'
      : null;
  const declared = env.DEMO === true;
  // `npm start` on a newcomer's machine shows the demo; a deployed server loads it only when told twice over.
  const seed = env.SEED_DEMO ?? env.DEMO ?? deployedBy === null;
  return { deployedBy, declared, seed };
}

/**
 * Why a deployed server must not start: demo accounts (anyone signs in to the admin 90000001 with the phone
 * number alone) or SMS codes switched off, unless DEMO=true says it is a public demo on purpose. Empty when
 * it may start. Checked once against the configuration (would the seed load them?) and once against what
 * the database holds after migrating (what an earlier start, or an admin, left there).
 */
export function demoRefusal(mode: DemoMode, facts: DemoFacts): string[] {
  if (mode.deployedBy === null || mode.declared) return [];
  const where = `this server is deployed (${mode.deployedBy} is set)`;
  const problems: string[] = [];
  if (mode.seed)
    problems.push(
      `SEED_DEMO=true would load demo accounts, and ${where}: anyone could sign in to them, the admin too, with a phone number alone. Remove SEED_DEMO, or set DEMO=true if this server is a public demo.`,
    );
  if (facts.demoAccounts)
    problems.push(
      `The database holds demo accounts (schools and people marked is_demo), and ${where}: anyone could sign in to them, the admin too. Use a database without the demo data, or set DEMO=true if this server is a public demo.`,
    );
  if (facts.smsCodesOff)
    problems.push(
      `SMS codes are off (the smsVerification setting is FALSE), and ${where}: anyone could sign in to any account with its phone number alone. Start once with DEMO=true SEED_DEMO=false, switch "SMS verification" on under Admin → Settings and restart without them; or set DEMO=true if this server is a public demo.`,
    );
  return problems;
}

/** A half-configured provider would fail every message at send time: refuse the start instead. */
function outboxChannelProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID))
    problems.push('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: set both, or neither');
  if (e.WHATSAPP_TOKEN && !e.WHATSAPP_TEMPLATES['*'])
    problems.push(
      'WHATSAPP_TEMPLATES: name a default template (*=name:language); outside the 24-hour window WhatsApp accepts templates only',
    );
  if (Boolean(e.TWILIO_ACCOUNT_SID) !== Boolean(e.TWILIO_AUTH_TOKEN))
    problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both, or neither');
  if (e.TWILIO_ACCOUNT_SID && !e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID)
    problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: required with TWILIO_ACCOUNT_SID');
  return problems;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new StartRefused(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demo = demoMode(e);
  // Before the database opens, so that a refused start has seeded nothing; main.ts checks the database after.
  const refused = demoRefusal(demo, { demoAccounts: false, smsCodesOff: false });
  if (refused.length > 0) throw new StartRefused(refused.join('\n'));
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const https = publicUrl.startsWith('https://');
  const storageKind = e.STORAGE ?? (e.DATABASE_URL ? 'postgres' : 'local');
  if (storageKind === 's3' && !e.S3_BUCKET)
    throw new StartRefused('Invalid configuration:\n  S3_BUCKET: required with STORAGE=s3');
  const channelProblems = outboxChannelProblems(e);
  if (channelProblems.length > 0)
    throw new StartRefused(`Invalid configuration:\n${channelProblems.map((p) => `  ${p}`).join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteTemplateDir: path.join(repoRoot, '.tmp', 'pglite-template'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    demo,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // Browsers drop Secure cookies on plain HTTP, so the default follows the public URL.
    cookieSecure: e.COOKIE_SECURE ?? https,
    hsts: e.HSTS ?? https,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    ssr: e.SSR,
    consentKey: e.CONSENT_KEY,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'files')),
    storage: {
      kind: storageKind,
      chosen: e.STORAGE !== undefined,
      // Read whenever a bucket is named: the move command may use it while the server keeps another store.
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            // Self-hosted services answer at one host name; Amazon's own S3 prefers the bucket in the host.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            prefix: e.S3_PREFIX,
          }
        : undefined,
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    signInLimitPerAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      whatsappUrl: e.OUTBOX_WHATSAPP_URL,
      smsUrl: e.OUTBOX_SMS_URL,
      httpToken: e.OUTBOX_HTTP_TOKEN,
      whatsappCloud:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: e.WHATSAPP_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              apiVersion: e.WHATSAPP_API_VERSION,
              apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
              templates: e.WHATSAPP_TEMPLATES,
            }
          : undefined,
      whatsappWebhook: { appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN },
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
              apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
              statusCallback: `${publicUrl}/webhooks/twilio`,
            }
          : undefined,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
    },
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      retries: e.AI_RETRIES,
      offlinePieceMs: e.AI_OFFLINE_PIECE_MS,
    },
  };
}
