import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(t: TestApp, cookie: string | undefined, purpose: string): Promise<string> {
  const boundary = '----waypointtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1x1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { url: string }).url.split('/').pop()!;
}

interface MyReport {
  id: number;
  programId: number;
  issueType: string;
  description: string;
  screenshotUrl: string | null;
  createdAt: string;
}

describe('programme issue reports', () => {
  let t: TestApp;
  let student: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    student = await signIn(t, '91000001');
    other = await signIn(t, '91000002');
    admin = await signIn(t, '90000001');
  });
  afterAll(() => t.close());

  it('refuses visitors', async () => {
    const res = await t.call('programs.reportProgramIssue', {
      programId: 1,
      issueType: 'admissionScores',
      description: 'Median looks wrong',
    });
    expect(res.status).toBe(401);
    expect((await t.call('programs.getMyProgramIssueReports')).status).toBe(401);
  });

  it('stores a report with the reporter’s own screenshot and lists it newest first', async () => {
    const fileId = await upload(t, student, 'feedback');
    const first = await t.call<{ id: number }>(
      'programs.reportProgramIssue',
      {
        programId: 1,
        issueType: 'admissionScores',
        description: '  The 2025 median looks wrong.  ',
        screenshotFileId: fileId,
      },
      { cookie: student },
    );
    expect(first.status).toBe(200);
    t.clock.advance(60_000);
    const second = await t.call<{ id: number }>(
      'programs.reportProgramIssue',
      { programId: 2, issueType: 'other', description: 'Link broken' },
      { cookie: student },
    );
    expect(second.status).toBe(200);
    const mine = await t.call<MyReport[]>('programs.getMyProgramIssueReports', undefined, {
      cookie: student,
    });
    expect(mine.data.map((r) => r.id)).toEqual([second.data.id, first.data.id]);
    expect(mine.data[1]).toMatchObject({
      programId: 1,
      issueType: 'admissionScores',
      description: 'The 2025 median looks wrong.',
      screenshotUrl: `/files/${fileId}`,
    });
    const ofOne = await t.call<MyReport[]>(
      'programs.getMyProgramIssueReports',
      { programId: 2 },
      { cookie: student },
    );
    expect(ofOne.data.map((r) => r.id)).toEqual([second.data.id]);
    // Another person sees none of them.
    const theirs = await t.call<MyReport[]>('programs.getMyProgramIssueReports', undefined, {
      cookie: other,
    });
    expect(theirs.data).toEqual([]);
  });

  it('refuses a blank description, an unknown type and an unknown programme, storing nothing', async () => {
    const blank = await t.call(
      'programs.reportProgramIssue',
      { programId: 1, issueType: 'other', description: '   ' },
      { cookie: other },
    );
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe('Please describe the issue.');
    const zh = await t.call(
      'programs.reportProgramIssue',
      { programId: 1, issueType: 'nonsense', description: 'x' },
      { cookie: other, lang: 'zh-HK' },
    );
    expect(zh.status).toBe(400);
    expect(zh.error?.message).toBe('請選擇問題類型。');
    const unknown = await t.call(
      'programs.reportProgramIssue',
      { programId: 999999, issueType: 'other', description: 'x' },
      { cookie: other },
    );
    expect(unknown.status).toBe(404);
    const theirs = await t.call<MyReport[]>('programs.getMyProgramIssueReports', undefined, {
      cookie: other,
    });
    expect(theirs.data).toEqual([]);
  });

  it('refuses a screenshot owned by someone else, a visitor’s upload or a profile picture', async () => {
    const studentsFile = await upload(t, student, 'feedback');
    const stolen = await t.call(
      'programs.reportProgramIssue',
      { programId: 1, issueType: 'other', description: 'x', screenshotFileId: studentsFile },
      { cookie: other },
    );
    expect(stolen.status).toBe(400);
    expect(stolen.error?.message).toBe('The screenshot must be an image you uploaded.');
    const anonymous = await upload(t, undefined, 'feedback');
    expect(
      (
        await t.call(
          'programs.reportProgramIssue',
          { programId: 1, issueType: 'other', description: 'x', screenshotFileId: anonymous },
          { cookie: other },
        )
      ).status,
    ).toBe(400);
    const profile = await upload(t, other, 'profile');
    expect(
      (
        await t.call(
          'programs.reportProgramIssue',
          { programId: 1, issueType: 'other', description: 'x', screenshotFileId: profile },
          { cookie: other },
        )
      ).status,
    ).toBe(400);
    const missing = await t.call(
      'programs.reportProgramIssue',
      {
        programId: 1,
        issueType: 'other',
        description: 'x',
        screenshotFileId: '00000000-0000-4000-8000-000000000000',
      },
      { cookie: other },
    );
    expect(missing.status).toBe(400);
  });

  it('gives admins every report with programme and reporter, and nobody else', async () => {
    const teacher = await signIn(t, '90000002');
    for (const cookie of [student, teacher]) {
      const res = await t.call('programs.getProgramIssueReports', { page: 1 }, { cookie });
      expect(res.status).toBe(403);
    }
    expect((await t.call('programs.getProgramIssueReports', { page: 1 })).status).toBe(401);
    const res = await t.call<{
      items: (MyReport & {
        programJupasCode: string;
        reporter: { fullName: string; phone: string } | null;
      })[];
      total: number;
      pageSize: number;
    }>('programs.getProgramIssueReports', { page: 1 }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.pageSize).toBe(20);
    expect(res.data.items[0]).toMatchObject({
      programId: 2,
      programJupasCode: 'JS1001',
      reporter: { phone: '91000001' },
    });
    const empty = await t.call<{ items: unknown[] }>(
      'programs.getProgramIssueReports',
      { page: 2 },
      { cookie: admin },
    );
    expect(empty.data.items).toEqual([]);
  });
});
