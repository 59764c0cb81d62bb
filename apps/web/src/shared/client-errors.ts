import { type ClientErrorKind, type ClientErrorReport, cleanClientErrorReport } from '@waypoint/domain';

/** Reports one page load sends at most: a render loop must not keep the phone busy posting. */
const MAX_REPORTS_PER_PAGE = 5;

/** Browser noise that says nothing about Waypoint's code. */
const IGNORED = [
  // A layout that settles over two frames; harmless, and Chromium reports it as an error event.
  /^ResizeObserver loop/,
  // An error in a script of another origin (an extension): the browser hides everything else of it.
  /^Script error\.?$/,
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  // A router's error response ({ status, statusText }) or anything else thrown.
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The report of one error, as POST /client-errors takes it: what failed, where in the code and on which
 * page and build, never who (packages/domain client-errors.ts cleans it; the server cleans it again).
 */
export function clientErrorPayload(
  kind: ClientErrorKind,
  error: unknown,
  page: { pathname: string; build: string | null },
): ClientErrorReport {
  return cleanClientErrorReport({
    kind,
    message: messageOf(error),
    stack: error instanceof Error ? (error.stack ?? null) : null,
    path: page.pathname,
    build: page.build,
  });
}

/** The entry script's hashed name (index-B2x9.js) tells which release a page runs. */
function currentBuild(): string | null {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.src.split('/').pop()?.split('?')[0] ?? null;
}

const sent = new Set<string>();

/** Sends one report, once per message and page load; a failure to send is dropped, never reported. */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  const report = clientErrorPayload(kind, error, {
    pathname: window.location.pathname,
    build: currentBuild(),
  });
  if (IGNORED.some((re) => re.test(report.message))) return;
  const key = `${kind}\n${report.message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  void fetch('/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'same-origin',
    // Still sent when the error makes the reader leave or reload the page.
    keepalive: true,
  }).catch(() => {});
}

let installed = false;

/** Uncaught errors and unhandled rejections anywhere in the page; failed renders come from RouteError. */
export function installClientErrorReporting(): void {
  if (installed || import.meta.env.DEV) return;
  installed = true;
  window.addEventListener('error', (event) => reportClientError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError('rejection', event.reason));
}
