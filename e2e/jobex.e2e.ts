import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 14, "done means", in each language: a client posts a job for its own programme and sees only that
// programme's students; a university student of the programme builds a plan, adds entries in three CV
// sections, reorders them, saves the job and exports the CV. Each language has its own client and student
// (an account keeps the language of its last visit), none of them used by another journey.

test.describe.configure({ mode: 'serial' });

const T = {
  en: {
    client: '93000003',
    student: '92000002',
    ownStudents: ['Lam Tsz Yan', 'Yeung Ka Ho'],
    otherStudent: 'Tang Hiu Tung',
    jobTitle: 'Summer audit intern',
    employer: 'Harbour & Co CPA',
    posted: 'The job is posted.',
    tracking: '1 saved · 0 applied',
    profession: 'Accountants',
    sector: 'Financial and insurance activities',
    objective: 'Audit trainee at an accounting firm',
    goalYear3: 'Goal for Year 3',
    saved: 'Saved.',
    entries: [
      ['Education', 'BBA Accountancy'],
      ['Internships', 'Audit intern'],
      ['Awards and scholarships', "Dean's List"],
    ],
    headline: 'Headline',
    moveUp: (name: string) => `Move ${name} up`,
    saveJob: 'Save job',
    synced: 'Your CV is saved to your profile document.',
    // The offline guide's draft: the job and employer, the CV entry that shares the job title's words, the
    // studies, and nothing the CV does not hold (the award stays out).
    coverLetter: [
      'Dear Hiring Manager,',
      'I am writing to apply for the post of Summer audit intern at Harbour & Co CPA. My career objective: Audit trainee at an accounting firm.',
      'Related to the post: Audit intern.',
      'My studies: BBA Accountancy.',
    ],
    lastLine: 'check each one and put it in your own words.',
    notInLetter: "Dean's List",
    source: 'Source: Offline guide (no AI model)',
  },
  'zh-HK': {
    client: '93000002',
    student: '92000004',
    ownStudents: ['鄧曉彤 Tang Hiu Tung'],
    otherStudent: 'Lam Tsz Yan',
    jobTitle: '軟件工程實習生',
    employer: '獅子山科技',
    posted: '職位已發佈。',
    tracking: '1 人儲存 · 0 人已申請',
    profession: '會計師',
    sector: '金融及保險活動',
    objective: '成為軟件工程師',
    goalYear3: '三年級的目標',
    saved: '已儲存。',
    entries: [
      ['教育', '理學士（計算機科學）'],
      ['實習', '軟件實習生'],
      ['獎項及獎學金', '院長嘉許名單'],
    ],
    headline: '標題',
    moveUp: (name: string) => `將${name}上移`,
    saveJob: '儲存職位',
    synced: '你的履歷已存入個人檔案。',
    coverLetter: [
      '敬啟者：',
      '本人謹此申請獅子山科技的「軟件工程實習生」職位。我的職涯目標：成為軟件工程師。',
      '與這個職位相關的經歷：軟件實習生。',
      '我的學歷：理學士（計算機科學）。',
    ],
    lastLine: '請逐句核對，並改寫成你自己的文字。',
    notInLetter: '院長嘉許名單',
    source: '來源：離線指引（沒有使用 AI 模型）',
  },
} as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

async function pickSection(page: Page, option: string): Promise<void> {
  await page.getByTestId('credential-section').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a client posts a job and sees only its own programme's students (${lang})`, async ({ page }) => {
    await signIn(page, t.client, lang);
    await page.goto('/jobex');
    const form = page.getByTestId('job-form');
    await form.getByLabel(lang === 'en' ? 'Job title' : '職位名稱').fill(t.jobTitle);
    await form.getByLabel(lang === 'en' ? 'Employer' : '僱主').fill(t.employer);
    await form
      .getByLabel(lang === 'en' ? 'Last day to apply (YYYY-MM-DD)' : '截止日期（YYYY-MM-DD）')
      .fill('2027-03-31');
    await page.getByTestId('post-job').click();
    await expect(page.getByText(t.posted)).toBeVisible();
    await expect(page.getByTestId('client-job').filter({ hasText: t.jobTitle })).toBeVisible();
    const students = page.getByTestId('programme-students');
    for (const name of t.ownStudents) await expect(students).toContainText(name);
    await expect(students).not.toContainText(t.otherStudent);
  });

  test(`a university student builds a plan and a CV in three sections, saves the job and exports the CV (${lang})`, async ({
    page,
  }) => {
    await signIn(page, t.student, lang);
    await page.goto('/jobex');

    // The career plan: a target profession and a sector from the profession data, and a goal for Year 3.
    const plan = page.getByTestId('career-plan');
    await plan.getByLabel(lang === 'en' ? 'Career objective' : '職涯目標').fill(t.objective);
    await page.getByTestId('plan-professions').fill(t.profession);
    await page.getByRole('option', { name: t.profession, exact: true }).click();
    await page.getByTestId('plan-sectors').fill(t.sector);
    await page.getByRole('option', { name: t.sector, exact: true }).click();
    await plan.getByLabel(t.goalYear3).fill(lang === 'en' ? 'Summer internship' : '暑期實習');
    await page.getByTestId('save-plan').click();
    await expect(page.getByText(t.saved)).toBeVisible();

    // Three entries, each in its own section.
    await page.getByRole('tab', { name: lang === 'en' ? 'CV' : '履歷' }).click();
    for (const [section, headline] of t.entries) {
      await page.getByTestId('add-credential').click();
      const modal = page.getByTestId('credential-form');
      await pickSection(page, section);
      await modal.getByLabel(t.headline).fill(headline);
      await modal.getByTestId('save-credential').click();
      await expect(modal).toBeHidden();
      await expect(page.getByTestId('cv-entry').filter({ hasText: headline })).toBeVisible();
    }
    const preview = page.getByTestId('cv-preview');
    const headings = preview.locator('h2');
    await expect(headings).toHaveText([
      lang === 'en' ? 'Career objective' : '職涯目標',
      t.entries[0][0],
      t.entries[1][0],
      t.entries[2][0],
    ]);

    // Awards to the top: the sections and the preview follow.
    await page.getByRole('button', { name: t.moveUp(t.entries[2][0]) }).click();
    await page.getByRole('button', { name: t.moveUp(t.entries[2][0]) }).click();
    await expect(headings).toHaveText([
      lang === 'en' ? 'Career objective' : '職涯目標',
      t.entries[2][0],
      t.entries[0][0],
      t.entries[1][0],
    ]);
    await page.reload();
    await expect(page.getByTestId('cv-preview').locator('h2').nth(1)).toHaveText(t.entries[2][0]);

    // The other language's CV keeps the student's words and changes the headings.
    await page.getByText(lang === 'en' ? '中文' : 'English', { exact: true }).click();
    await expect(page.getByTestId('cv-preview').locator('h2').nth(2)).toHaveText(
      lang === 'en' ? '教育' : 'Education',
    );
    await expect(page.getByTestId('cv-preview')).toContainText(t.entries[0][1]);

    await page.getByTestId('sync-cv').click();
    await expect(page.getByText(t.synced)).toBeVisible();

    // Export: the print button opens the browser's print (stubbed here), and the printed page is a PDF.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByTestId('print-cv').click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('cv-preview')).toBeVisible();
    await expect(page.getByTestId('add-credential')).toBeHidden();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await page.emulateMedia({ media: 'screen' });

    // The job the programme's client posted: save it; the client's count follows.
    await page.getByRole('tab', { name: lang === 'en' ? 'Jobs' : '職位' }).click();
    const job = page.getByTestId('job-card').filter({ hasText: t.jobTitle });
    await job.getByRole('button', { name: t.saveJob }).click();
    await expect(job.getByTestId('job-status')).toBeVisible();

    // A cover-letter draft for the saved job, from the AI gateway's offline guide: drawn from this CV and
    // this job, and labelled as the offline guide's.
    await page.getByRole('tab', { name: lang === 'en' ? 'CV' : '履歷' }).click();
    await page.getByTestId('cover-letter-job').click();
    await page.getByRole('option', { name: `${t.jobTitle} · ${t.employer}`, exact: true }).click();
    await page.getByTestId('draft-cover-letter').click();
    const draft = page.getByTestId('cover-letter-draft');
    await expect(draft).toHaveValue(new RegExp(`^${escapeRegExp(t.coverLetter.join('\n\n'))}\n\n`));
    await expect(draft).toHaveValue(new RegExp(`${escapeRegExp(t.lastLine)}$`));
    await expect(draft).not.toHaveValue(new RegExp(escapeRegExp(t.notInLetter)));
    await expect(page.getByTestId('cover-letter-provider')).toHaveText(t.source);
  });

  test(`the client sees the student's saved job counted (${lang})`, async ({ page }) => {
    await signIn(page, t.client, lang);
    await page.goto('/jobex');
    await expect(page.getByTestId('client-job').filter({ hasText: t.jobTitle })).toContainText(t.tracking);
  });
}
