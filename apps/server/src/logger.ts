import { createHash } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Requests are logged by method and path only: query strings can carry sign-in tokens and tRPC inputs
 * (phones), and headers carry the session cookie. Errors go through `loggedError`, so a failed query is
 * logged by its statement and code, never with its parameters (issue 22 item 12).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        path: (req.url ?? '').split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: loggedError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** How far down `cause` to look for the database's error (tRPC → Drizzle → driver is three). */
const MAX_CAUSE_DEPTH = 6;

/** A SQLSTATE: five digits or capital letters ('23505', '22P02'). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface QueryFailure {
  query: string | undefined;
  database: Record<string, unknown> | undefined;
}

/**
 * What the log keeps of an error. A database failure carries the statement with every parameter (Drizzle's
 * "Failed query: … params: …" message), and PostgreSQL's own message and detail quote values ('Failing row
 * contains (…)', 'invalid input syntax for type uuid: "…"'): people's words, phones and e-mails. For those
 * the log holds the statement's short hash, its verb and first table, the SQLSTATE and the names PostgreSQL
 * gives (constraint, table, column), and the stack's frames without the message. Any other error is logged
 * as pino always did.
 */
export function loggedError(err: unknown): unknown {
  if (typeof err === 'string') return scrubText(err);
  if (!(err instanceof Error)) return err;
  const failure = findQueryFailure(err);
  if (!failure) return pino.stdSerializers.err(err);
  const db = failure.database;
  const name = (key: string) => (typeof db?.[key] === 'string' ? (db[key] as string) : undefined);
  return {
    type: err.name,
    message: 'database query failed',
    code: name('code'),
    ...(failure.query ? { statement: describeStatement(failure.query) } : {}),
    constraint: name('constraint'),
    table: name('table'),
    column: name('column'),
    routine: name('routine'),
    stack: framesOnly(err.stack),
  };
}

function findQueryFailure(err: Error): QueryFailure | null {
  let query: string | undefined;
  let database: Record<string, unknown> | undefined;
  let current: unknown = err;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current && typeof current === 'object'; depth += 1) {
    const e = current as Record<string, unknown>;
    if (query === undefined && typeof e.query === 'string') query = e.query;
    if (!database && typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string')
      database = e;
    current = e.cause;
  }
  return query !== undefined || database ? { query, database } : null;
}

/** 'insert into "feedbacks" …' → { hash, verb: 'insert', table: 'feedbacks' }: names, never values. */
function describeStatement(query: string): {
  hash: string;
  verb: string | undefined;
  table: string | undefined;
} {
  return {
    hash: createHash('sha256').update(query).digest('hex').slice(0, 12),
    verb: /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase(),
    table: /\b(?:from|into|update)\s+"?([A-Za-z_][\w.]*)"?/i.exec(query)?.[1],
  };
}

/** The stack's "at …" lines: its first lines repeat the message, which holds the statement and parameters. */
function framesOnly(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** A message logged as text (the outbox logs `err.message`): cut before Drizzle's statement. */
function scrubText(text: string): string {
  const at = text.indexOf('Failed query:');
  return at === -1 ? text : `${text.slice(0, at)}Failed query (statement not logged)`;
}
