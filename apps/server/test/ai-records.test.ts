import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ab3Body, askAi, chatBody } from './ai-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

describe('AI records: status, stored prompts, chat messages, admin log', () => {
  let t: TestApp;
  let student: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.config.ai.offlinePieceMs = 0;
    student = await signIn(t, '91000003');
    other = await signIn(t, '91000004');
    admin = await signIn(t, '90000001');
  });
  afterAll(() => t.close());

  it('tells the GO button the provider, the quota left and the cooldown', async () => {
    const before = await t.call<{
      provider: string;
      used: number;
      quota: number;
      cooldowns: Record<string, number>;
    }>('ai.getAiStatus', undefined, { cookie: student });
    expect(before.data).toMatchObject({ provider: 'offline', used: 0, cooldowns: {} });
    await askAi(t, 'ab3', ab3Body('', { tagId: 'science' }), { cookie: student });
    const after = await t.call<{ used: number; cooldowns: Record<string, number> }>(
      'ai.getAiStatus',
      undefined,
      {
        cookie: student,
      },
    );
    expect(after.data.used).toBe(1);
    expect(after.data.cooldowns.ab3).toBe(30);
  });

  it('keeps stored prompts per person', async () => {
    const saved = await t.call<{ id: number }[]>(
      'chatbot.insertUserChatbotPrompts',
      { prompts: [{ prompt: 'Tell me about nursing', type: 'ab4', professionId: 1 }] },
      { cookie: student },
    );
    expect(saved.status).toBe(200);
    const mine = await t.call<{ prompt: string }[]>(
      'chatbot.getUserChatbotPrompts',
      { type: 'ab4', professionId: 1 },
      { cookie: student },
    );
    expect(mine.data.map((p) => p.prompt)).toEqual(['Tell me about nursing']);
    const theirs = await t.call<unknown[]>(
      'chatbot.getUserChatbotPrompts',
      { type: 'ab4' },
      { cookie: other },
    );
    expect(theirs.data).toEqual([]);
    const blank = await t.call(
      'chatbot.insertUserChatbotPrompts',
      { prompts: [{ prompt: '  ', type: 'ab4' }] },
      {
        cookie: student,
      },
    );
    expect(blank.status).toBe(400);
  });

  it('lists the chat and sends only the owner’s bot message to WhatsApp', async () => {
    const res = await askAi(t, 'ab4', chatBody('What is it like?', { professionId: 1 }), { cookie: student });
    const messageId = res.lines.at(-1)!.messageId as number;
    const list = await t.call<{ id: number; fromUser: boolean }[]>(
      'chatbot.getChatbotMessages',
      { mode: 'ab4', professionId: 1 },
      { cookie: student },
    );
    expect(list.data.map((m) => m.fromUser)).toEqual([true, false]);
    expect(list.data[1]!.id).toBe(messageId);
    const stranger = await t.call('chatbot.sendChatbotMessageToWhatsApp', { messageId }, { cookie: other });
    expect(stranger.status).toBe(404);
    const sent = await t.call<{ outboxMessageId: number }>(
      'chatbot.sendChatbotMessageToWhatsApp',
      { messageId },
      {
        cookie: student,
      },
    );
    expect(sent.data.outboxMessageId).toBeGreaterThan(0);
  });

  it('shows the request log and usage per school to admins only', async () => {
    expect((await t.call('ai.getAiRequestLogs', {}, { cookie: student })).status).toBe(403);
    const logs = await t.call<{ items: { kind: string; schoolId: string | null }[] }>(
      'ai.getAiRequestLogs',
      {},
      {
        cookie: admin,
      },
    );
    expect(logs.data.items.map((i) => i.kind)).toEqual(['chat', 'ab3']);
    const usage = await t.call<{ schoolId: string | null; requests: number; users: number }[]>(
      'ai.getAiUsageBySchool',
      { days: 7 },
      { cookie: admin },
    );
    expect(usage.data).toEqual([expect.objectContaining({ schoolId: 'beacon1', requests: 2, users: 1 })]);
  });

  it('lets one of several simultaneous requests through the cooldown', async () => {
    const cookie = await signIn(t, '91000005');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => askAi(t, 'ab3', ab3Body('', { tagId: 'numbers' }), { cookie })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('stops a student at the daily quota, counted in Hong Kong days', async () => {
    const cookie = await signIn(t, '91000006');
    const status = await t.call<{ quota: number }>('ai.getAiStatus', undefined, { cookie });
    for (let i = 0; i < status.data.quota; i += 1) {
      const ok = await askAi(t, 'cvcl', chatBody(`CV tip ${i}?`, { chatType: 'cvcl-custom' }), { cookie });
      expect(ok.status).toBe(200);
    }
    const over = await askAi(t, 'cvcl', chatBody('One more?', { chatType: 'cvcl-custom' }), { cookie });
    expect(over.status).toBe(429);
    expect(over.json?.message).toBe(
      `You have used today's ${status.data.quota} AI requests. Please try again tomorrow.`,
    );
    t.clock.advance(24 * 3600_000);
    expect(
      (await askAi(t, 'cvcl', chatBody('Next day?', { chatType: 'cvcl-custom' }), { cookie })).status,
    ).toBe(200);
  });
});
