import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 21 on the offline default, in both languages: words that match nothing get the fallback (tags and
// the interest profile) with no wait; a student's own sentence gets professions explained in the words they
// wrote; the chatbot answers two different questions about one profession differently, from its data.
// One demo student per language that no other journey signs in with.

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

const T = {
  en: {
    student: '91000024',
    textLabel: 'Your strength in your own words',
    nothing: 'zzqx vvbnm',
    noMatch: 'did not find anything it knows',
    chooseTag: 'Choose a tag',
    interest: 'Answer the interest profile',
    go: 'GO',
    sentence: 'I like biology and helping people',
    quoted: '"biology"',
    askBot: 'Ask the chatbot',
    daily: 'What does the job involve every day?',
    dailyAnswer: 'A typical day or week of',
    skills: 'What skills do I need?',
    skillsAnswer: 'The work asks for:',
  },
  'zh-HK': {
    student: '91000025',
    textLabel: '用你自己的話寫下強項',
    nothing: 'zzqx vvbnm',
    noMatch: '未能從你的文字中找到相關的資料',
    chooseTag: '選擇標籤',
    interest: '完成興趣測驗',
    go: 'GO',
    sentence: '我鍾意生物同埋幫人',
    quoted: '「生物」',
    askBot: '問聊天機械人',
    daily: '呢份工每日做啲咩？',
    dailyAnswer: '日常工作一般包括',
    skills: '需要咩技能？',
    skillsAnswer: '這份工作需要',
  },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`words that match nothing get the fallback, then a sentence gets professions and the chatbot answers what is asked (${lang})`, async ({
    page,
  }) => {
    await signIn(page, t.student, lang);
    await page.goto('/ai-guide');
    await page.getByLabel(t.textLabel).fill(t.nothing);
    await page.getByTestId('ai-go').click();
    const fallback = page.getByTestId('ai-no-match');
    await expect(fallback).toContainText(t.noMatch);
    await expect(fallback.getByRole('link', { name: t.interest })).toHaveAttribute(
      'href',
      '/professions?interest=1',
    );
    await fallback.getByRole('button', { name: t.chooseTag }).click();
    // Nothing matched is not charged: no wait starts.
    await expect(page.getByTestId('ai-go')).toHaveText(t.go);

    await page.getByLabel(t.textLabel).fill(t.sentence);
    await page.getByTestId('ai-go').click();
    const cards = page.getByTestId('ai-suggestion');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: t.quoted }).first()).toBeVisible();

    await cards.first().getByRole('button', { name: t.askBot }).click();
    const bot = page.getByTestId('chatbot-modal');
    await bot.getByTestId('chatbot-input').fill(t.daily);
    await bot.getByTestId('chatbot-send').click();
    const replies = bot.getByTestId('chat-bot');
    await expect(replies.last()).toContainText(t.dailyAnswer);
    await bot.getByTestId('chatbot-input').fill(t.skills);
    await bot.getByTestId('chatbot-send').click();
    await expect(replies).toHaveCount(2);
    await expect(replies.last()).toContainText(t.skillsAnswer);
    await expect(replies.last()).not.toContainText(t.dailyAnswer);
  });
}
