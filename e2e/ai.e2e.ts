import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// The AI journeys of issue 12 on the offline default: discipline suggestions from a strength added to the
// plan (English), and the profession chatbot stopped mid-stream (Chinese). Demo students of beacon1.
const STUDENT_EN = '91000011';
const STUDENT_ZH = '91000012';

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

test('a student gets study-area suggestions from a strength and adds one to the plan (English)', async ({
  page,
}) => {
  await signIn(page, STUDENT_EN, 'en');
  await page.goto('/ab3');
  await page.getByTestId('open-discipline-select').click();
  const picker = page.getByTestId('discipline-select-modal');
  await picker.getByText('AI', { exact: true }).click();
  const go = picker.getByTestId('ai-go');
  await expect(go).toBeDisabled();
  await picker
    .getByLabel('Your strength in your own words')
    .fill('I am good at biology and want to be a nurse in health care');
  await expect(go).toBeEnabled();
  await go.click();
  const cards = picker.getByTestId('ai-suggestion');
  await expect(cards.first()).toBeVisible();
  await expect(picker.getByTestId('ai-provider')).toContainText("Waypoint's offline guide");
  await expect(cards.first()).toContainText('Medicine, Dentistry and Health Sciences');
  await expect(cards.first()).toContainText('JUPAS programmes this year');
  await cards.first().getByRole('button', { name: 'Add to my plan' }).click();
  await expect(cards.first().getByRole('button', { name: 'Added' })).toBeVisible();
  // Back at step 1 the button counts the 30 s cooldown down.
  await picker.getByRole('button', { name: 'Ask again' }).click();
  await expect(picker.getByTestId('ai-go')).toHaveText(/^Please wait \(\d+s\)$/);
  await picker.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('liked-discipline')).toContainText([
    'Medicine, Dentistry and Health Sciences',
  ]);
});

test('a student asks the chatbot about a profession and stops the reply mid-stream (Chinese)', async ({
  page,
}) => {
  await signIn(page, STUDENT_ZH, 'zh-HK');
  await page.goto('/ai-guide');
  await page.getByText('關心別人', { exact: true }).click();
  await page.getByTestId('ai-go').click();
  const cards = page.getByTestId('ai-suggestion');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('ai-provider')).toContainText('Waypoint 離線指南');
  const professionName = (await cards.first().locator('p').first().innerText()).trim();
  await cards.first().getByRole('button', { name: '問聊天機械人' }).click();
  const bot = page.getByTestId('chatbot-modal');
  await expect(bot).toContainText(professionName);
  await bot.getByTestId('chatbot-input').fill('我應該讀甚麼科目？');
  await bot.getByTestId('chatbot-send').click();
  const live = bot.getByTestId('chat-bot-live');
  await expect(live).toContainText('ISCO-08');
  await bot.getByTestId('chatbot-stop').click();
  await expect(bot.getByTestId('chatbot-send')).toBeVisible();
  // What arrived before the stop stays in the conversation; the full answer (with its study areas) never came.
  const kept = bot.getByTestId('chat-bot');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('ISCO-08');
  await expect(kept).not.toContainText('可考慮的學科範疇');
  await expect(bot.getByTestId('chat-user')).toContainText('我應該讀甚麼科目？');
});
