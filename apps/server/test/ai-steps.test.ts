import { describe, expect, it } from 'vitest';
import { Refusal } from '../src/ai/refusal.ts';
import { logStart } from '../src/ai/request-facts.ts';
import { type AiPath, checkQuestion, readAiBody, shapeOf, whoAsks } from '../src/ai/request-shape.ts';
import type { SessionUser } from '../src/services/session-user.ts';

// The AI gateway's steps before the database (ai/routes.ts runs them in order; ai-gateway.test.ts drives
// the whole route). Each refuses with its own status and message key, or hands on what it read.

const body = (text: string, extra: Record<string, unknown> = {}) => ({
  type: 'query',
  query: [{ role: 'user', content: text }],
  ...extra,
});

function read(raw: unknown) {
  const parsed = readAiBody(raw);
  if (parsed instanceof Refusal) throw new Error(`refused: ${parsed.key}`);
  return parsed;
}

const shape = (path: AiPath, text: string, extra: Record<string, unknown> = {}) =>
  shapeOf(path, read(body(text, extra)));

describe('whoAsks (sign-in)', () => {
  it('refuses a visitor with 401 and a blocked account with 403', () => {
    expect(whoAsks({ user: null, sessionProblem: null })).toEqual(new Refusal(401, 'errors.unauthorized'));
    expect(whoAsks({ user: null, sessionProblem: 'expired' })).toEqual(
      new Refusal(401, 'errors.unauthorized'),
    );
    expect(whoAsks({ user: null, sessionProblem: 'disabled' })).toEqual(
      new Refusal(403, 'errors.unauthorized'),
    );
  });

  it('hands on the signed-in person', () => {
    const user = { isAdmin: false } as SessionUser;
    expect(whoAsks({ user, sessionProblem: null })).toBe(user);
  });
});

describe('readAiBody (validation)', () => {
  it('reads the spec body and fills its default type', () => {
    expect(read({ query: [{ role: 'user', content: 'hi' }] }).type).toBe('query');
  });

  it('refuses a bad body with the schema’s own message when it has one', () => {
    expect(readAiBody({ query: [] })).toEqual(new Refusal(400, 'ai.errors.badRequest'));
    expect(readAiBody(body('x'.repeat(2001)))).toEqual(new Refusal(400, 'ai.errors.tooLong'));
    expect(readAiBody('not an object')).toEqual(new Refusal(400, 'ai.errors.badRequest'));
  });

  it('refuses text PostgreSQL cannot store, as every tRPC input does', () => {
    const refused = readAiBody(body('a\u0000b'));
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).status).toBe(400);
    expect((refused as Refusal).key).not.toBe('ai.errors.badRequest');
  });
});

describe('shapeOf (safety and kind)', () => {
  it('tells suggestions from chats, and names the kind and chat type', () => {
    expect(shape('ab3', 'biology')).toMatchObject({ chat: false, kind: 'ab3', text: 'biology' });
    expect(shape('ab4', 'nurse')).toMatchObject({ chat: false, kind: 'ab4' });
    expect(shape('ab4', 'what does a nurse do', { type: 'chat' })).toMatchObject({
      chat: true,
      kind: 'chat',
      chatType: 'ab4',
    });
    expect(shape('slp', 'caring')).toMatchObject({ chat: false, kind: 'slp' });
    expect(shape('image', '')).toMatchObject({ chat: true, kind: 'image', chatType: 'image' });
    expect(shape('cvcl', 'my cv', { chatType: 'cl' })).toMatchObject({ chat: true, chatType: 'cl' });
    expect(shape('cvcl', 'my cv', { chatType: 'ab4' })).toMatchObject({ chatType: 'cvcl-custom' });
  });

  it('reads the newest user words', () => {
    const b = read({
      query: [
        { role: 'user', content: 'first' },
        { role: 'assistant', content: 'answer' },
        { role: 'user', content: '  second  ' },
      ],
    });
    expect(shapeOf('ab3', b).text).toBe('second');
  });

  it('marks self-harm in the words or in the tag text, and nothing in ordinary words', () => {
    expect(shape('ab3', 'I want to kill myself').safety).toBe('selfHarm');
    expect(shape('ab3', 'biology', { tagText: 'I want to kill myself' }).safety).toBe('selfHarm');
    expect(shape('ab3', 'biology and chemistry').safety).toBeNull();
  });
});

describe('checkQuestion (the question itself)', () => {
  it('refuses an unknown tag and accepts a known one or "other"', () => {
    expect(checkQuestion(shape('ab3', 'biology', { tagId: 'nope' }))).toEqual(
      new Refusal(400, 'ai.errors.unknownTag'),
    );
    expect(checkQuestion(shape('ab3', '', { tagId: 'caring' }))).toMatchObject({
      tagWords: expect.any(String),
    });
    expect(checkQuestion(shape('ab3', 'biology', { tagId: 'other' }))).toEqual({ tagWords: null });
  });

  it('needs words or a tag for suggestions, words for a chat, nothing for an image', () => {
    expect(checkQuestion(shape('ab3', '  '))).toEqual(new Refusal(400, 'ai.errors.emptyQuery'));
    expect(checkQuestion(shape('ab4', '', { type: 'chat' }))).toEqual(
      new Refusal(400, 'ai.errors.emptyQuery'),
    );
    expect(checkQuestion(shape('ab4', '', { type: 'chat', tagId: 'caring' }))).toEqual(
      new Refusal(400, 'ai.errors.emptyQuery'),
    );
    expect(checkQuestion(shape('image', ''))).toEqual({ tagWords: null });
  });
});

describe('logStart (what the log keeps)', () => {
  it('strips personal data from every piece of the student’s text', () => {
    const s = shape('ab3', 'call me on 91234567 about biology', {
      tagText: 'mail me at a@b.example',
      devicePlatforms: ['iPhone of 91234567'],
    });
    const start = logStart(s, 'caring words', 'offline');
    expect(start).toMatchObject({ kind: 'ab3', provider: 'offline', botUrl: '/ai/ab3' });
    const logged = JSON.stringify(start);
    expect(logged).not.toContain('91234567');
    expect(logged).not.toContain('a@b.example');
    expect(start.prompt.startsWith('caring words\n')).toBe(true);
  });

  it('logs the safety answer as the provider of a safety message', () => {
    expect(logStart(shape('ab3', 'I want to kill myself'), null, 'openai').provider).toBe('safety');
  });
});
