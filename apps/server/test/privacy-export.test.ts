import { randomBytes } from 'node:crypto';
import { schema } from '@waypoint/db';
import { hkDateString } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArchive } from '../src/services/privacy/export-archive.ts';
import { EXPORT_AREAS } from '../src/services/privacy/export-areas.ts';
import { PRIVACY_EXPORT_LIMIT } from '../src/services/privacy/export-limit.ts';
import type { ExportAreaCount } from '../src/services/privacy/export-summary.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import {
  MARK,
  OTHER_MARK,
  OWN_IP,
  PARENT_IP,
  PICTURE,
  SECRETS,
  type SeededPeople,
  seedExportPeople,
} from './privacy-export-fixtures.ts';

const { authSessions, staffAccessLog, chatbotMessages, users } = schema;

type Archive = Record<string, Uint8Array>;
type AreaFile = Record<string, unknown> & { area: string };

function areaLists(file: AreaFile): Record<string, unknown[]> {
  const lists: Record<string, unknown[]> = {};
  for (const [key, value] of Object.entries(file)) if (Array.isArray(value)) lists[key] = value;
  return lists;
}

/** Every byte of the archive as text: a secret or another person's data must be in none of it. */
function allText(archive: Archive): string {
  return Object.entries(archive)
    .map(([name, bytes]) => `${name}\n${strFromU8(bytes)}`)
    .join('\n');
}

function summaryCounts(html: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of html.matchAll(/data-area="(\w+)" data-count="(\d+)"/g)) counts[m[1]!] = Number(m[2]);
  return counts;
}

describe('download my data (issue 23 item 2)', () => {
  let t: TestApp;
  let people: SeededPeople;
  let studentCookie: string;

  const download = async (
    cookie: string | undefined,
    path = '/api/privacy/export',
    lang?: 'en' | 'zh-HK',
  ) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (lang) headers['x-waypoint-lang'] = lang;
    return t.app.inject({ method: 'GET', url: path, headers });
  };
  const unzip = (payload: Buffer): Archive => unzipSync(new Uint8Array(payload));
  const json = (archive: Archive, name: string) => JSON.parse(strFromU8(archive[name]!)) as AreaFile;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: false });
    people = await seedExportPeople(t);
    studentCookie = await signIn(t, people.studentPhone);
  });
  afterAll(() => t.close());

  describe('the person’s own archive', () => {
    let archive: Archive;
    let headers: Record<string, unknown>;

    beforeAll(async () => {
      const res = await download(studentCookie, '/api/privacy/export?lang=en');
      expect(res.statusCode).toBe(200);
      headers = res.headers;
      archive = unzip(res.rawPayload);
    });

    it('is a ZIP download named for the Hong Kong date, never cached or size-capped', () => {
      expect(headers['content-type']).toBe('application/zip');
      expect(headers['content-disposition']).toBe(
        `attachment; filename="waypoint-data-${hkDateString(t.clock.now)}.zip"`,
      );
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['content-length']).toBeUndefined();
    });

    it('holds README.txt, summary.html and one JSON file per area', () => {
      expect(Object.keys(archive)).toEqual(
        expect.arrayContaining(['README.txt', 'summary.html', ...EXPORT_AREAS.map((a) => a.file)]),
      );
      expect(strFromU8(archive['README.txt']!)).toContain('summary.html');
    });

    it('has the person’s rows in every list of every area', () => {
      for (const area of EXPORT_AREAS) {
        const file = json(archive, area.file);
        expect(file.area).toBe(area.id);
        const lists = areaLists(file);
        expect(Object.keys(lists)).toEqual(area.sources.map((s) => s.key));
        for (const [key, rows] of Object.entries(lists))
          expect(rows.length, `${area.id}.${key}`).toBeGreaterThan(0);
      }
      const text = allText(archive);
      for (const expected of [
        `${MARK} first choice`,
        `${MARK} comment on the student`,
        `${MARK} comment by the student`,
        `${MARK} search`,
        `${MARK} answer`,
        `${MARK} visitor booking`,
        `${MARK} parent agrees`,
        `${MARK} anonymous`,
        `${MARK} comment on claim`,
        `${MARK} prompt`,
        `${MARK} hello bot`,
        `${MARK} degree`,
        `${MARK} issue`,
        `${MARK} group message`,
        `${MARK} e-mail`,
        OWN_IP,
      ])
        expect(text).toContain(expected);
      const profile = areaLists(json(archive, 'profile.json'));
      expect(profile.account).toEqual([
        expect.objectContaining({ id: people.studentId, fullName: `Student ${MARK}` }),
      ]);
      const nominations = areaLists(json(archive, 'nominations.json'));
      expect(nominations.made).toEqual([expect.objectContaining({ targetUsers: [{ fullName: 'Other' }] })]);
      expect(nominations.ofYou).toEqual([expect.objectContaining({ nominatedBy: 'Chan Mei Ling' })]);
      const responses = areaLists(json(archive, 'events.json')).responses as Record<string, unknown>[];
      expect(responses[0]!.eventStart).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const sessions = areaLists(json(archive, 'sign-ins.json')).sessions as Record<string, unknown>[];
      expect(sessions[0]).toMatchObject({ method: 'phone', throughOneTimeLink: false });
      const looked = areaLists(json(archive, 'who-looked.json')).staffAccess as { staff: string }[];
      expect(looked[0]!.staff).toBe('Chan Mei Ling');
    });

    it('holds nothing of the other person: their rows, their phone, a parent’s address', () => {
      const text = allText(archive);
      expect(text).not.toContain(OTHER_MARK);
      expect(text).not.toContain(people.otherPhone);
      expect(text).not.toContain(people.otherId);
      expect(text).not.toContain(PARENT_IP);
      // What the other student said in a vote is the student's; who said it is not.
      const votes = areaLists(json(archive, 'events.json')).votesAboutYou as Record<string, unknown>[];
      expect(votes).toEqual([expect.objectContaining({ reason: 'kind words' })]);
      expect(Object.keys(votes[0]!)).not.toContain('userId');
    });

    it('never holds a secret: password, session, link, code or upload hashes', async () => {
      const text = allText(archive);
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
      const sessions = await t.deps.db
        .select({ tokenHash: authSessions.tokenHash })
        .from(authSessions)
        .where(eq(authSessions.userId, people.studentId));
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions) expect(text).not.toContain(s.tokenHash);
      expect(text).not.toMatch(/passwordHash|tokenHash|codeHash|requesterHash|uploaderKey|storageKey/);
      expect(studentCookie.split('=')[1]).toBeTruthy();
      expect(text).not.toContain(studentCookie.split('=')[1]!);
    });

    it('leaves safeguarding alerts out', () => {
      expect(allText(archive)).not.toContain('SAFEGUARDING-TOPIC');
    });

    it('has the uploaded picture’s bytes, and says which picture storage no longer had', () => {
      const files = areaLists(json(archive, 'pictures.json')).files as Record<string, unknown>[];
      const kept = files.find((f) => f.id === people.pictureId)!;
      expect(kept.inArchive).toBe(`files/${people.pictureId}.png`);
      expect(Buffer.from(archive[`files/${people.pictureId}.png`]!)).toEqual(PICTURE);
      const gone = files.find((f) => f.id === people.missingPictureId)!;
      expect(gone).toMatchObject({ missing: true, inArchive: null });
      expect(Object.keys(archive).filter((n) => n.startsWith('files/'))).toEqual([
        `files/${people.pictureId}.png`,
      ]);
    });

    it('has a summary in the language asked for whose counts are the files’ and the web summary’s', async () => {
      const html = strFromU8(archive['summary.html']!);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`Data Waypoint holds about Student ${MARK}`);
      const counts = summaryCounts(html);
      for (const area of EXPORT_AREAS) {
        const rows = Object.values(areaLists(json(archive, area.file))).reduce((n, l) => n + l.length, 0);
        expect(counts[area.id], area.id).toBe(rows);
      }
      const web = await t.call<{ areas: ExportAreaCount[]; canDownload: boolean }>(
        'privacy.getMyDataSummary',
        undefined,
        { cookie: studentCookie },
      );
      expect(web.status).toBe(200);
      expect(web.data.canDownload).toBe(true);
      // Nothing the archive holds changes by downloading it, so the page's counts are the archive's.
      expect(Object.fromEntries(web.data.areas.map((a) => [a.id, a.count]))).toEqual(counts);
    });

    it('escapes what people typed in the summary page', async () => {
      await t.deps.db
        .update(users)
        .set({ preferredName: '<script>alert(1)</script>' })
        .where(eq(users.id, people.studentId));
      const res = await download(studentCookie, '/api/privacy/export?lang=zh-HK');
      const html = strFromU8(unzip(res.rawPayload)['summary.html']!);
      expect(html).toContain('<html lang="zh-HK">');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
      expect(html).toContain('路標持有關於');
    });
  });

  it('gives a parent who signed a consent for a child that record, without the child’s phone', async () => {
    const cookie = await signIn(t, people.parentPhone);
    const res = await download(cookie);
    expect(res.statusCode).toBe(200);
    const archive = unzip(res.rawPayload);
    const consents = areaLists(json(archive, 'consents.json'));
    expect(consents.signedByYou).toEqual([
      expect.objectContaining({ publicId: people.parentConsentPublicId, response: `${MARK} parent agrees` }),
    ]);
    expect(consents.yourSignings).toEqual([expect.objectContaining({ ip: PARENT_IP })]);
    expect(consents.aboutYou).toEqual([]);
    expect(allText(archive)).not.toContain(people.studentPhone);
  });

  it('refuses a visitor (401), another student naming someone (403) and a one-time session (403)', async () => {
    expect((await download(undefined)).statusCode).toBe(401);
    expect((await download(undefined, `/api/privacy/export/${people.studentId}`)).statusCode).toBe(401);
    const otherCookie = await signIn(t, people.otherPhone);
    const other = await download(otherCookie, `/api/privacy/export/${people.studentId}`, 'en');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You do not have permission to do this.' });

    const adminCookie = await signIn(t, '90000001');
    const link = await t.call<{ token: string }>(
      'auth.createOnetimeAccessToken',
      { userId: people.otherId, maxAccessMinutes: 30 },
      { cookie: adminCookie },
    );
    const opened = await t.call('auth.checkOnetimeAccessToken', { token: link.data.token });
    expect(opened.cookie).toBeTruthy();
    const oneTime = await download(opened.cookie, '/api/privacy/export', 'en');
    expect(oneTime.statusCode).toBe(403);
    expect(oneTime.json().message).toMatch(/sign-in link/);
    const summary = await t.call<{ canDownload: boolean }>('privacy.getMyDataSummary', undefined, {
      cookie: opened.cookie,
    });
    expect(summary.data.canDownload).toBe(false);
  });

  it('lets an admin export anyone, records it in the staff access log, and keeps the summary admin-only', async () => {
    const adminCookie = await signIn(t, '90000001');
    const res = await download(adminCookie, `/api/privacy/export/${people.studentId}`, 'en');
    expect(res.statusCode).toBe(200);
    const archive = unzip(res.rawPayload);
    expect(areaLists(json(archive, 'profile.json')).account).toEqual([
      expect.objectContaining({ id: people.studentId }),
    ]);
    expect(strFromU8(archive['summary.html']!)).toContain('Prepared by an administrator');
    const logged = await t.deps.db
      .select()
      .from(staffAccessLog)
      .where(and(eq(staffAccessLog.studentId, people.studentId), eq(staffAccessLog.area, 'export')));
    expect(logged).toEqual([
      expect.objectContaining({ staffId: people.adminId, staffRole: 'admin', action: 'export', times: 1 }),
    ]);
    // A person who is not a student is recorded too.
    expect((await download(adminCookie, `/api/privacy/export/${people.parentId}`)).statusCode).toBe(200);
    const parentLogged = await t.deps.db
      .select()
      .from(staffAccessLog)
      .where(eq(staffAccessLog.studentId, people.parentId));
    expect(parentLogged).toEqual([expect.objectContaining({ area: 'export', action: 'export' })]);

    for (const odd of ['not-a-uuid', '%00', '學生', 'x'.repeat(400), `${people.studentId}%0d%0a`])
      expect((await download(adminCookie, `/api/privacy/export/${odd}`)).statusCode, odd).toBe(404);
    const oddLang = await download(adminCookie, `/api/privacy/export/${people.parentId}?lang=%0d%0a&lang=xx`);
    expect(oddLang.statusCode).toBe(200);
    expect(
      (await download(adminCookie, '/api/privacy/export/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);

    const forAdmin = await t.call<{ fullName: string; areas: ExportAreaCount[] }>(
      'privacy.getPersonDataSummary',
      { userId: people.studentId },
      { cookie: adminCookie },
    );
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.data.fullName).toBe(`Student ${MARK}`);
    expect(forAdmin.data.areas.find((a) => a.id === 'chat')!.count).toBe(2);
    const byStudent = await t.call(
      'privacy.getPersonDataSummary',
      { userId: people.otherId },
      { cookie: studentCookie },
    );
    expect(byStudent.status).toBe(403);
  });

  it(`allows ${PRIVACY_EXPORT_LIMIT.exports} exports per person an hour`, async () => {
    t.clock.advance(2 * 3_600_000);
    const cookie = await signIn(t, people.otherPhone);
    for (let i = 0; i < PRIVACY_EXPORT_LIMIT.exports; i += 1)
      expect((await download(cookie)).statusCode).toBe(200);
    const refused = await download(cookie, '/api/privacy/export', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You can download data 5 times in 60 minutes. Please try again later.',
    );
    t.clock.advance(PRIVACY_EXPORT_LIMIT.windowMinutes * 60_000);
    expect((await download(cookie)).statusCode).toBe(200);
  });
});

describe('a large export streams (issue 23 item 2)', () => {
  let t: TestApp;
  let studentId: string;
  const MESSAGES = 3000;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: false });
    const [row] = await t.deps.db
      .insert(users)
      .values({ phone: '95550009', fullName: 'Many Messages', roles: 'secondary-school-student' })
      .returning({ id: users.id });
    studentId = row!.id;
    // Random text compresses little: the archive is megabytes, far more than one page.
    for (let start = 0; start < MESSAGES; start += 500) {
      await t.deps.db.insert(chatbotMessages).values(
        Array.from({ length: 500 }, (_, i) => ({
          userId: studentId,
          type: 'ab4',
          fromUser: true,
          content: `message ${start + i} ${randomBytes(900).toString('base64')}`,
        })),
      );
    }
  });
  afterAll(() => t.close());

  it('reads rows page by page as the archive is consumed, never building it whole first', async () => {
    const archive = exportArchive({
      db: t.deps.db,
      storage: t.deps.storage,
      who: { id: studentId, phone: '95550009', email: null, waGroupId: null },
      lang: 'en',
      now: t.clock.now,
      byAdmin: false,
      pageSize: 200,
    });
    const chunks: Uint8Array[] = [];
    // The first pieces of the archive exist before the chat's last pages are read: a message written now
    // (after every one above, so on the last page) is in the archive.
    const first = await archive.next();
    expect(first.done).toBe(false);
    chunks.push(first.value as Uint8Array);
    await t.deps.db.insert(chatbotMessages).values({
      userId: studentId,
      type: 'ab4',
      fromUser: true,
      content: 'written after the download began',
    });
    for await (const chunk of archive) chunks.push(chunk);
    const total = chunks.reduce((n, c) => n + c.length, 0);
    expect(total).toBeGreaterThan(2_000_000);
    // Many pieces, each far smaller than the whole.
    expect(chunks.length).toBeGreaterThan(MESSAGES / 200);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(total / 5);
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    const files = unzipSync(bytes);
    const chat = JSON.parse(strFromU8(files['chat.json']!)) as { messages: { content: string }[] };
    expect(chat.messages).toHaveLength(MESSAGES + 1);
    expect(chat.messages.at(-1)!.content).toBe('written after the download began');
    expect(summaryCounts(strFromU8(files['summary.html']!)).chat).toBe(MESSAGES + 1);
  });

  it('sends the archive over HTTP as a stream, in many pieces', async () => {
    const cookie = await signIn(t, '95550009');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/privacy/export`, {
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-encoding')).toBeNull();
    let pieces = 0;
    let size = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces += 1;
      size += value.length;
    }
    expect(size).toBeGreaterThan(2_000_000);
    expect(pieces).toBeGreaterThan(5);
  });
});
