import type { Lang } from './i18n/lang';
import en from './i18n/locales/en.json';
import zhHK from './i18n/locales/zh-HK.json';

/** How an AI request failed before its answer was complete (ai-stream.ts). */
export type AiFailure =
  /** An answer other than the stream: Waypoint's refusal, or a proxy's page. */
  | { kind: 'status'; status: number; serverMessage: string | null }
  /** No answer at all: offline, DNS, a refused connection. */
  | { kind: 'network' }
  /** The stream broke, ended without its last line, or held something other than JSON lines. */
  | { kind: 'cutOff' }
  | { kind: 'garbled' };

export type AiFailureKey = keyof typeof en.aiErrors;

const MESSAGES: Record<Lang, Record<AiFailureKey, string>> = { en: en.aiErrors, 'zh-HK': zhHK.aiErrors };

export function aiFailureKey(failure: AiFailure): AiFailureKey {
  if (failure.kind === 'network') return 'network';
  if (failure.kind === 'cutOff') return 'cutOff';
  if (failure.kind === 'garbled') return 'server';
  const { status } = failure;
  if (status === 401) return 'signIn';
  if (status === 403) return 'forbidden';
  if (status === 413) return 'tooLong';
  if (status === 429) return 'tooMany';
  if (status >= 400 && status < 500) return 'refused';
  // A proxy in front (nginx, a load balancer) answers these while the server restarts or is overloaded.
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'server';
}

/**
 * The sentence a reader sees for a failed AI request, in their language. Waypoint's own refusals (4xx with
 * a JSON message) are already sentences in the language the request named, and say more (the wait left,
 * the SLP's window), so they stay; anything else, a proxy's "Bad Gateway" above all, never reaches the
 * screen as it came.
 */
export function aiFailureMessage(failure: AiFailure, lang: Lang): string {
  if (
    failure.kind === 'status' &&
    failure.status >= 400 &&
    failure.status < 500 &&
    failure.serverMessage?.trim()
  )
    return failure.serverMessage;
  return MESSAGES[lang][aiFailureKey(failure)];
}
