import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// The AI journeys of issue 12 on the offline default, each in both languages: discipline suggestions from
// a strength added to the plan, and the profession chatbot stopped mid-stream. Demo students of beacon1,
// one per journey and language, since the 30 s cooldown is per person. An account keeps the language of
// its last visit, so none of them is a student another journey signs in with in the other language.

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

const T = {
  en: {
    suggestStudent: '91000004',
    chatStudent: '91000008',
    strengthLabel: 'Your strength in your own words',
    strength: 'I am good at biology and want to be a nurse in health care',
    medicine: 'Medicine, Dentistry and Health Sciences',
    programmes: 'JUPAS programmes this year',
    offline: 'Source: Offline guide (no AI model)',
    add: 'Add to my plan',
    added: 'Added',
    again: 'Ask again',
    wait: /^Please wait \(\d+s\)$/,
    close: 'Close',
    caring: 'Caring for people',
    askBot: 'Ask the chatbot',
    question: 'I would like to know more.',
    lastPart: 'You can also ask',
  },
  'zh-HK': {
    suggestStudent: '91000007',
    chatStudent: '91000012',
    strengthLabel: '用你自己的話寫下強項',
    strength: '我生物科很好，想在醫院做護士，照顧病人的健康',
    medicine: '醫學、牙科和健康科學',
    programmes: '個 JUPAS 課程',
    offline: '來源：離線指引（沒有使用 AI 模型）',
    add: '加入我的計劃',
    added: '已加入',
    again: '再問一次',
    wait: /^請稍候（\d+ 秒）$/,
    close: '關閉',
    caring: '關心別人',
    askBot: '問聊天機械人',
    question: '我想知多啲。',
    lastPart: '你可以再問',
  },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a student gets study-area suggestions from a strength and adds one to the plan (${lang})`, async ({
    page,
  }) => {
    await signIn(page, t.suggestStudent, lang);
    await page.goto('/ab3');
    await page.getByTestId('open-discipline-select').click();
    const picker = page.getByTestId('discipline-select-modal');
    await picker.getByText('AI', { exact: true }).click();
    const go = picker.getByTestId('ai-go');
    await expect(go).toBeDisabled();
    await picker.getByLabel(t.strengthLabel).fill(t.strength);
    await expect(go).toBeEnabled();
    await go.click();
    const cards = picker.getByTestId('ai-suggestion');
    await expect(cards.first()).toBeVisible();
    await expect(picker.getByTestId('ai-provider')).toContainText(t.offline);
    await expect(cards.first()).toContainText(t.medicine);
    await expect(cards.first()).toContainText(t.programmes);
    await cards.first().getByRole('button', { name: t.add }).click();
    await expect(cards.first().getByRole('button', { name: t.added })).toBeVisible();
    // Back at step 1 the button counts the 30 s cooldown down.
    await picker.getByRole('button', { name: t.again }).click();
    await expect(picker.getByTestId('ai-go')).toHaveText(t.wait);
    await picker.getByRole('button', { name: t.close }).first().click();
    await expect(page.getByTestId('liked-discipline')).toContainText([t.medicine]);
  });

  test(`a student asks the chatbot about a profession and stops the reply mid-stream (${lang})`, async ({
    page,
  }) => {
    await signIn(page, t.chatStudent, lang);
    await page.goto('/ai-guide');
    await page.getByText(t.caring, { exact: true }).click();
    await page.getByTestId('ai-go').click();
    const cards = page.getByTestId('ai-suggestion');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('ai-provider')).toContainText(t.offline);
    const professionName = (await cards.first().locator('p').first().innerText()).trim();
    await cards.first().getByRole('button', { name: t.askBot }).click();
    const bot = page.getByTestId('chatbot-modal');
    await expect(bot).toContainText(professionName);
    await bot.getByTestId('chatbot-input').fill(t.question);
    await bot.getByTestId('chatbot-send').click();
    const live = bot.getByTestId('chat-bot-live');
    await expect(live).toContainText('ISCO-08');
    await bot.getByTestId('chatbot-stop').click();
    await expect(bot.getByTestId('chatbot-send')).toBeVisible();
    // What arrived before the stop stays in the conversation; the full overview (ending with what else to ask)
    // never came.
    const kept = bot.getByTestId('chat-bot');
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText('ISCO-08');
    await expect(kept).not.toContainText(t.lastPart);
    await expect(bot.getByTestId('chat-user')).toContainText(t.question);
  });
}
