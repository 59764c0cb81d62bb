import { stripPersonalData } from '@waypoint/domain';
import type { AppDeps } from '../deps.ts';
import { type AiRequestStart, logRefusedRequest, startAiRequest } from '../services/ai/ai-requests.ts';
import { loadAiCatalogue } from '../services/ai/load-ai-catalogue.ts';
import { AppError } from '../services/errors.ts';
import { type CoverLetterFacts, loadCoverLetterFacts } from '../services/jobex/cover-letter-facts.ts';
import type { SessionUser } from '../services/session-user.ts';
import { loadSlpAccess } from '../services/slp/slp-access.ts';
import type { AiCatalogue } from './catalogue.ts';
import { coverLetterFactsForAi } from './cover-letter-facts.ts';
import { Refusal } from './refusal.ts';
import type { AiRequestShape } from './request-shape.ts';

// The gateway's steps that read or write the database before anything is streamed.

/**
 * Step 4, the SLP's own rule: an admin, or full access whose window (23:59 the day after the event) is still
 * open. A message about self-harm or abuse is answered whatever the access, the quota or the wait.
 */
export async function checkSlpAccess(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: SessionUser,
  shape: AiRequestShape,
): Promise<Refusal | null> {
  if (shape.safety || shape.path !== 'slp') return null;
  const access = await loadSlpAccess(deps.db, {
    userId: user.row.id,
    isAdmin: user.isAdmin,
    now: deps.now(),
  });
  return access.canEdit ? null : new Refusal(403, 'ai.errors.slpAccess');
}

export interface AnswerFacts {
  catalogue: AiCatalogue;
  /** A cover letter's CV and job (chat type 'cl'), personal data stripped; null for every other request. */
  coverLetter: CoverLetterFacts | null;
}

/**
 * Step 6, what the answer is built from: the catalogue (a profession asked about must be in it), and for a
 * cover letter the person's CV and saved job as the database holds them — read before anything is logged
 * or charged, so that a job the student has not saved is refused (404) here.
 */
export async function loadAnswerFacts(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  shape: AiRequestShape,
): Promise<AnswerFacts | Refusal> {
  const catalogue = await loadAiCatalogue(deps.db);
  const professionId = shape.body.professionId ?? 0;
  if (professionId && !catalogue.professionById.has(professionId))
    return new Refusal(400, 'ai.errors.professionNotFound');
  if (shape.safety || !shape.chat || shape.chatType !== 'cl') return { catalogue, coverLetter: null };
  try {
    const facts = await loadCoverLetterFacts(deps.db, {
      userId: user.row.id,
      jobId: shape.body.jobId ?? null,
    });
    return { catalogue, coverLetter: coverLetterFactsForAi(facts) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return new Refusal(404, error.messageKey);
    throw error;
  }
}

/** The request as its log row keeps it: every piece of the student's text with personal data stripped. */
export function logStart(
  shape: AiRequestShape,
  tagWords: string | null,
  providerName: string,
): AiRequestStart {
  const { body, text } = shape;
  return {
    kind: shape.kind,
    provider: shape.safety ? 'safety' : providerName,
    prompt: stripPersonalData([tagWords, text].filter(Boolean).join('\n')).text,
    botUrl: `/ai/${shape.path}`,
    tagId: body.tagId ?? null,
    tagText: body.tagText ? stripPersonalData(body.tagText).text : null,
    userElaboration: text ? stripPersonalData(text).text : null,
    devicePlatforms: body.devicePlatforms?.map((d) => stripPersonalData(d).text) ?? null,
  };
}

/**
 * Step 7, quota and logging: takes one request of the person's allowance and writes its log row in one
 * transaction, or refuses (429: the cooldown still runs, or the day's quota is used up). The safety answer
 * is logged but never refused nor charged: no quota, no cooldown.
 */
export async function openRequestLog(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: SessionUser,
  shape: AiRequestShape,
  start: AiRequestStart,
): Promise<number | Refusal> {
  if (shape.safety) return logRefusedRequest(deps.db, { user, now: deps.now(), start });
  try {
    return await startAiRequest(deps.db, { user, now: deps.now(), start });
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
      return new Refusal(429, error.messageKey, error.vars);
    throw error;
  }
}
