import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenDb } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import * as domain from '@waypoint/domain';
import { EVENT_RESPONSES, isApplied } from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../src/auth/request-limits.ts';
import * as translate from '../src/i18n/translate.ts';
import { appliedSql } from '../src/services/events/applied-sql.ts';

/**
 * Issue 29 item 6: each rule the spec states lives once, in packages/domain (docs/architecture.md "One
 * home for each rule"). These tests fail when a copy comes back: a second writing of the rule in the
 * server, the web or the seed, or a server helper that answers differently from the domain's function.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/db/src', 'packages/domain/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}
/** The code without its comments: a comment may name the rule's values; only code can be a copy. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}
const files = SOURCES.flatMap(sourceFiles).map((file) => ({
  file,
  text: code(readFileSync(path.join(ROOT, file), 'utf8')),
}));

/** The files whose code matches `pattern`. */
function writers(pattern: RegExp): string[] {
  return files.filter((f) => pattern.test(f.text)).map((f) => f.file);
}

describe('each rule is written once', () => {
  it('finds the sources it scans', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((f) => f.file === 'apps/web/src/features/events/sessions/SessionEditForm.tsx')).toBe(
      true,
    );
  });

  it.each([
    [
      '"applied" (Yes, Confirmed, Attended)',
      /'Yes',\s*'Confirmed',\s*'Attended'/,
      'packages/domain/src/events/response.ts',
    ],
    ['"active teacher"', /employmentStatus\s*(===|!==|,)\s*'Active'/, null],
    [
      'the language of a tag',
      /startsWith\('(en|zh)|=== 'zh-hk'|function toLang\b/,
      'packages/domain/src/lang.ts',
    ],
    ['a Hong Kong date and time as an instant', /\+08:00[`'"]/, 'packages/domain/src/time.ts'],
    ['the session statuses', /'TBC',\s*'Proposed'/, 'packages/domain/src/events/session-status.ts'],
    ['the file id of a file URL', /\\\/files\\\//, 'packages/domain/src/files.ts'],
  ])('%s', (_rule, pattern, home) => {
    expect(writers(pattern)).toEqual(home ? [home] : []);
  });

  it('"active teacher" is read through the domain on both sides', () => {
    expect(writers(/isActiveTeacher\(|isStaffMember\(/)).toEqual(
      expect.arrayContaining([
        'apps/server/src/trpc/context.ts',
        'apps/web/src/features/teacher/viewer.ts',
        'apps/web/src/features/events/teacher/use-teacher-form.ts',
        'apps/web/src/shared/links/RegistrationQrModal.tsx',
      ]),
    );
  });

  it('limits are counted by name from the one table, never with numbers at the call', () => {
    expect(writers(/limiter\.hit\(/)).toEqual([]);
    expect(writers(/new RateLimiter\(/)).toEqual(['apps/server/src/main.ts']);
  });
});

describe('the server uses the domain rule itself', () => {
  it('reads a language with the domain function, as the web does', () => {
    expect(translate.toLang).toBe(domain.toLang);
    expect(translate.LANGS).toBe(domain.LANGS);
    expect(translate.toLang('zh-CN')).toBe('zh-HK');
  });

  it('every limit of the table is a positive count in a positive window', () => {
    for (const [name, { limit, windowMs }] of Object.entries(REQUEST_LIMITS)) {
      expect(Number.isInteger(limit) && limit > 0, name).toBe(true);
      expect(windowMs > 0, name).toBe(true);
    }
  });
});

describe('"applied" in SQL', () => {
  let database: OpenDb;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('agrees with the domain for every response', async () => {
    const values = [...EVENT_RESPONSES, '', 'yes'];
    const list = sql.join(
      values.map((v) => sql`(${v}::text)`),
      sql`, `,
    );
    const result = await database.db.execute(
      sql`select v, ${appliedSql(sql`v`)} as applied from (values ${list}) as t(v)`,
    );
    const rows = (result as unknown as { rows: { v: string; applied: boolean }[] }).rows;
    expect(rows.map((r) => [r.v, r.applied])).toEqual(values.map((v) => [v, isApplied(v)]));
    expect(rows.filter((r) => r.applied).map((r) => r.v)).toEqual(['Yes', 'Confirmed', 'Attended']);
  });
});
