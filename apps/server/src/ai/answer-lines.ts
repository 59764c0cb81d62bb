import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { Lang } from '../i18n/translate.ts';
import type { AiOutcome } from '../metrics/metrics.ts';
import { type AiRequestStatus, finishAiRequest } from '../services/ai/ai-requests.ts';
import type { CoverLetterFacts } from '../services/jobex/cover-letter-facts.ts';
import type { SessionUser } from '../services/session-user.ts';
import type { AiCatalogue } from './catalogue.ts';
import type { AiRequestShape } from './request-shape.ts';
import type { AiProvider, StudentSignals } from './types.ts';

/** One line of the streamed answer (application/x-ndjson); chat text travels in `text` as the spec says. */
export type AnswerLine =
  | { type: 'meta'; provider: string; requestId: number | null }
  | ({ type: 'item' } & Record<string, unknown>)
  | { type: 'text'; text: string }
  | { type: 'image'; url: string }
  | { type: 'safety'; text: string }
  | { type: 'botError'; text: string; messageId: number }
  | { type: 'error'; message: string }
  | { type: 'noMatch'; message: string }
  | { type: 'done'; count: number; messageId?: number };

export const line = (l: AnswerLine) => `${JSON.stringify(l)}\n`;

/** Closes the request's log row with how it ended; a failure to log is logged, never shown to the student. */
export type Finish = (status: AiRequestStatus, statusText: string, resultCount: number) => Promise<void>;

/** Everything the steps before the answer settled, for the step that streams it. */
export interface AnswerJob {
  deps: AppDeps;
  user: SessionUser;
  lang: Lang;
  shape: AiRequestShape;
  requestId: number;
  provider: AiProvider;
  catalogue: AiCatalogue;
  student: StudentSignals;
  /** A cover letter's CV and job (chat type 'cl'), personal data stripped; null for every other request. */
  coverLetter: CoverLetterFacts | null;
  /** The prompt as logged: the tag's words and the student's, personal data stripped. */
  prompt: string;
  signal: AbortSignal;
  /** performance.now() when the request was taken. */
  started: number;
  finish: Finish;
}

export function finisher(
  deps: Pick<AppDeps, 'db' | 'log' | 'metrics'>,
  requestId: number,
  started: number,
  provider: string,
): Finish {
  return (status, statusText, resultCount) => {
    deps.metrics.aiRequests.inc({ provider, outcome: aiOutcome(status) });
    return finishAiRequest(deps.db, {
      id: requestId,
      status,
      statusText,
      resultCount,
      durationMs: performance.now() - started,
    }).catch((err: unknown) => deps.log.error({ err }, 'AI request log update failed'));
  };
}

/** The metric's outcome for a finished request: 'refused' in the log is the safety answer. */
export function aiOutcome(status: AiRequestStatus): AiOutcome {
  return status === 'refused' ? 'safety' : status;
}

/** Streams the lines as they come (no proxy buffering, never cached). */
export function sendLines(reply: FastifyReply, lines: AsyncIterable<string>) {
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(lines, { objectMode: false }));
}
