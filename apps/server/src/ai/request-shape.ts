import { type AiKind, type SafetyTopic, sensitiveTopic, suggestionTagWords } from '@waypoint/domain';
import type { Context } from '../trpc/context.ts';
import { inputProblemKey, rawInputProblem } from '../trpc/raw-input.ts';
import { Refusal } from './refusal.ts';
import { type AiRequestBody, aiRequestBody, lastUserText } from './request-body.ts';
import type { ChatType } from './types.ts';

// The gateway's first steps, with no database: who asks, what the body says, what kind of request it is.

export const AI_PATHS = ['ab3', 'ab4', 'slp', 'image', 'cvcl'] as const;
export type AiPath = (typeof AI_PATHS)[number];

/** What a request is, read once from its path and body; every later step reads it. */
export interface AiRequestShape {
  path: AiPath;
  body: AiRequestBody;
  /** A chat (image, cvcl, and ab4 with a type other than 'query') rather than a list of suggestions. */
  chat: boolean;
  kind: AiKind;
  chatType: ChatType;
  /** The student's newest words. */
  text: string;
  /** Self-harm or abuse in the words or the tag: answered with the safety answer, whatever else holds. */
  safety: SafetyTopic | null;
}

/** Step 1, sign-in: a signed-in person, else 401 (403 for a blocked account). */
export function whoAsks(
  ctx: Pick<Context, 'user' | 'sessionProblem'>,
): NonNullable<Context['user']> | Refusal {
  if (!ctx.user) return new Refusal(ctx.sessionProblem === 'disabled' ? 403 : 401, 'errors.unauthorized');
  return ctx.user;
}

/**
 * Step 2, validation: the body of spec 2 §7 / spec 3 §7, or 400. Text PostgreSQL cannot store is refused by
 * the same rule as every tRPC input (trpc/raw-input.ts); a schema problem says which when it has a message.
 */
export function readAiBody(raw: unknown): AiRequestBody | Refusal {
  const problem = rawInputProblem(raw);
  if (problem) return new Refusal(400, inputProblemKey(problem));
  const parsed = aiRequestBody.safeParse(raw);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues.find((i) => i.message.startsWith('ai.'))?.message;
  return new Refusal(400, key ?? 'ai.errors.badRequest');
}

/** Step 3, safety and kind: what the request is (no refusal here: a safety topic is answered, not refused). */
export function shapeOf(path: AiPath, body: AiRequestBody): AiRequestShape {
  const chat = path === 'image' || path === 'cvcl' || (path === 'ab4' && body.type !== 'query');
  const text = lastUserText(body);
  return {
    path,
    body,
    chat,
    kind: path === 'ab4' && chat ? 'chat' : path,
    chatType: chatTypeOf(path, body),
    text,
    safety: sensitiveTopic(`${text} ${body.tagText ?? ''}`),
  };
}

function chatTypeOf(path: AiPath, body: AiRequestBody): ChatType {
  if (path === 'image') return 'image';
  if (path === 'cvcl')
    return body.chatType === 'cv' || body.chatType === 'cl' ? body.chatType : 'cvcl-custom';
  return 'ab4';
}

/**
 * Step 5, the question itself: a known tag (or 'other'), and words to work from — a chat needs the
 * student's words (an image may be asked for without), suggestions need words or a tag. Returns the tag's
 * words for the prompt.
 */
export function checkQuestion(shape: AiRequestShape): { tagWords: string | null } | Refusal {
  const { body, chat, text, path } = shape;
  const tagWords = suggestionTagWords(body.tagId);
  if (body.tagId && !tagWords && body.tagId !== 'other') return new Refusal(400, 'ai.errors.unknownTag');
  if (chat ? !text && path !== 'image' : !text && !tagWords) return new Refusal(400, 'ai.errors.emptyQuery');
  return { tagWords };
}
