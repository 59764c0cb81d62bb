import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 23 item 6, "who looked": a teacher opens a student's plan; the admin handling a data request sees it
// on /admin/privacy and the student sees it on /my-data, each in the page's language. Demo people
// (packages/db/src/seed/demo-people.ts): 90000003 Chan Mei Ling (陳美玲), career teacher of beacon1;
// 90000001 the demo admin; students 91000011 Lee Chun Hei and 91000012 Cheung Chun Hei of beacon1.

const TEACHER = '90000003';
const ADMIN = '90000001';

const T = {
  en: {
    student: '91000011',
    studentName: 'Lee Chun Hei',
    teacherName: 'Chan Mei Ling',
    role: 'Teacher',
    plan: 'JUPAS plan',
    opened: 'Opened',
    heading: 'Who has seen my data',
    adminHeading: 'Who has seen this person’s data',
    adminName: 'Demo Admin',
    profile: 'Profile',
  },
  'zh-HK': {
    student: '91000012',
    studentName: 'Cheung Chun Hei',
    teacherName: '陳美玲',
    role: '教師',
    plan: 'JUPAS 升學計劃',
    opened: '查看',
    heading: '誰看過我的資料',
    adminHeading: '誰看過此人的資料',
    adminName: '示範管理員',
    profile: '個人資料',
  },
} as const;

async function signedIn(browser: Browser, phone: string, lang: 'en' | 'zh-HK'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];
  test(`a teacher opens a student's plan; the admin and the student see who looked (${lang})`, async ({
    browser,
  }) => {
    const teacher = await signedIn(browser, TEACHER, lang);
    // The student's id, as the teacher's school list gives it (the list is recorded too: a profile view).
    const input = encodeURIComponent(JSON.stringify({ schoolId: 'beacon1', search: t.studentName }));
    const list = await teacher.request.get(`/api/trpc/teacher.getUsersBySchoolId?input=${input}`);
    expect(list.ok()).toBe(true);
    const items = (await list.json()).result.data.items as { id: string; fullName: string }[];
    const studentId = items.find((s) => s.fullName === t.studentName)?.id;
    expect(studentId).toBeTruthy();

    const planLoaded = teacher.waitForResponse(
      (r) => r.url().includes('admission.getStudentByUserId') && r.status() === 200,
    );
    await teacher.goto(`/ab3/${studentId}`);
    await planLoaded;
    await teacher.context().close();

    const admin = await signedIn(browser, ADMIN, lang);
    await admin.goto('/admin/privacy');
    await admin.getByTestId('privacy-person-search').fill(t.student);
    await admin.getByTestId('privacy-person').filter({ hasText: t.studentName }).click();
    const panel = admin.getByTestId('privacy-person-panel');
    await expect(panel.getByRole('heading', { name: t.adminHeading })).toBeVisible();
    const seenByAdmin = panel
      .getByTestId('who-looked-entry')
      .filter({ hasText: t.teacherName })
      .filter({ hasText: t.plan });
    await expect(seenByAdmin).toHaveCount(1);
    await expect(seenByAdmin).toContainText(t.role);
    await expect(seenByAdmin).toContainText(t.opened);
    await admin.context().close();

    const student = await signedIn(browser, t.student, lang);
    await student.goto('/my-data');
    const section = student.getByRole('region', { name: t.heading });
    await expect(section).toBeVisible();
    const seenByStudent = section
      .getByTestId('who-looked-entry')
      .filter({ hasText: t.teacherName })
      .filter({ hasText: t.plan });
    await expect(seenByStudent).toHaveCount(1);
    await expect(seenByStudent).toContainText(t.role);
    // The admin's search for the request is on the record too: its matches show the phone and e-mail.
    await expect(
      section.getByTestId('who-looked-entry').filter({ hasText: t.adminName }).filter({ hasText: t.profile }),
    ).toHaveCount(1);
    await student.context().close();
  });
}
