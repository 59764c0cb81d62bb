import { stripPersonalData } from './ai/personal-data.ts';

/**
 * What a browser's error report may hold (POST /client-errors): what failed and where in the code, never
 * who. The web cleans a report before sending it and the server cleans it again, since anyone can post one.
 */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_LIMITS = {
  /** The request body the server reads; a larger one is refused (413) unread. */
  bodyBytes: 16 * 1024,
  message: 500,
  stackLines: 15,
  stack: 3000,
  path: 200,
  build: 64,
} as const;

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack: string | null;
  /** The page's first path segment; later segments (ids, links' tokens, staff names) become `*`. */
  path: string;
  /** Which web build the page ran (its entry script's hashed name). */
  build: string | null;
}

/** 'https://x/a.js?token=1:10:5' → 'https://x/a.js:10:5': queries and fragments can carry tokens. */
const URL_QUERY = /(https?:\/\/[^\s?#)]*)[?#][^\s)]*?(?=:\d+:\d+|\)|\s|$)/g;

function scrub(text: string): string {
  return stripPersonalData(text.replace(URL_QUERY, '$1')).text;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The page's name (the first segment) as it is; later segments become '*' and the query goes ('/events/12?x' → '/events/*'). */
export function clientErrorPath(pathname: string): string {
  const segments = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const shown = segments.map((s, i) => (i === 0 && /^[a-z][a-z0-9-]{0,39}$/.test(s) ? s : '*'));
  return cut(`/${shown.join('/')}`, CLIENT_ERROR_LIMITS.path);
}

export function cleanClientErrorReport(raw: {
  kind: ClientErrorKind;
  message: string;
  stack?: string | null | undefined;
  path: string;
  build?: string | null | undefined;
}): ClientErrorReport {
  const stack = raw.stack
    ? cut(
        raw.stack
          .split('\n')
          .slice(0, CLIENT_ERROR_LIMITS.stackLines)
          .map((line) => scrub(line.trim()))
          .filter(Boolean)
          .join('\n'),
        CLIENT_ERROR_LIMITS.stack,
      )
    : null;
  const build = raw.build ? raw.build.replace(/[^\w.-]/g, '').slice(0, CLIENT_ERROR_LIMITS.build) : '';
  return {
    kind: raw.kind,
    message: cut(scrub(raw.message.replace(/\s+/g, ' ').trim()), CLIENT_ERROR_LIMITS.message),
    stack: stack || null,
    path: clientErrorPath(raw.path),
    build: build || null,
  };
}
