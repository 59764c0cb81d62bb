import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDb } from '../../client.ts';
import { appSettings } from '../../schema/admin.ts';
import { disciplines, programDisciplines } from '../../schema/disciplines.ts';
import { professions } from '../../schema/professions.ts';
import { institutions, programAdmissions, programs, subjects } from '../../schema/programs.ts';
import { createTestDb } from '../../testing.ts';
import { parseCsv } from './csv.ts';
import { dataDir } from './files.ts';
import { REFERENCE_DATA_VERSION_KEY, seedReference } from './index.ts';

let open: OpenDb;

beforeAll(async () => {
  open = await createTestDb();
});

afterAll(async () => {
  await open.close();
});

function csvRows(file: string) {
  const text = readFileSync(new URL(file, dataDir), 'utf8');
  return parseCsv(text, file).rows;
}

describe('seedReference', () => {
  it('loads every table complete', async () => {
    const counts = await seedReference(open.db);
    expect(counts).toMatchObject({
      institutions: 17,
      programs: 419,
      program_admissions: 410 + 348,
      program_grade_profiles: 1890,
      program_offer_stats: 6250,
      program_interviews: 246,
      subjects: 93,
      grade_levels: 29,
      score_rules: 135,
      program_subject_rules: 2754,
      program_best_of_rules: 38,
      program_calculation_rules: 466,
      program_formula_steps: 157,
      program_min_requirements: 419,
      discipline_groups: 11,
      disciplines: 20,
      profession_groups: 10 + 43 + 130,
      professions: 436,
      sectors: 21,
      segments: 79,
      employers: 54,
      profession_segments: 772,
      profession_disciplines: 319,
      segment_employers: 82,
    });
  });

  it('gives every programme its institution, SSSDP programmes their provider', async () => {
    const rows = await open.db
      .select({ code: programs.jupasCode, short: institutions.nameShort, role: institutions.role })
      .from(programs)
      .innerJoin(institutions, eq(programs.institutionId, institutions.id));
    expect(rows).toHaveLength(419);
    expect(rows.find((r) => r.code === 'JSSA01')).toEqual({
      code: 'JSSA01',
      short: 'SFU',
      role: 'sssdp_provider',
    });
    expect(rows.find((r) => r.code === 'JSSU12')).toEqual({
      code: 'JSSU12',
      short: 'HKMU',
      role: 'sssdp_provider',
    });
    expect(rows.filter((r) => r.role === 'sssdp')).toHaveLength(0);
  });

  it('assigns the documented ids', async () => {
    const first = await open.db.select().from(programs).where(eq(programs.id, 1));
    expect(first[0]?.jupasCode).toBe('JS1000');
    const last = await open.db.select().from(programs).where(eq(programs.id, 419));
    expect(last[0]?.jupasCode).toBe('JSSY02');
    const sssdp = await open.db
      .select({ id: institutions.id, prefix: institutions.jupasCodePrefix })
      .from(institutions);
    const byPrefix = Object.fromEntries(sssdp.map((i) => [i.prefix, i.id]));
    expect(byPrefix).toMatchObject({ JS1: 1, JS6: 6, JS9: 9, JSS: 10, JSSA: 11, JSSU: 14, JSSY: 17 });
    const core = await open.db.select({ id: subjects.id, code: subjects.code }).from(subjects);
    expect(Object.fromEntries(core.map((s) => [s.code, s.id]))).toMatchObject({
      Chi: 1,
      Eng: 2,
      Maths: 3,
      CS: 4,
    });
  });

  it('keeps the published figures exactly', async () => {
    const figures = async (code: string) => {
      const [programme] = await open.db.select().from(programs).where(eq(programs.jupasCode, code));
      const [admission] = await open.db
        .select()
        .from(programAdmissions)
        .where(and(eq(programAdmissions.jupasCode, code), eq(programAdmissions.intakeYear, 2025)));
      return { programme, admission };
    };
    const cityu = await figures('JS1002');
    expect(cityu.programme).toMatchObject({
      numOfPlaces: 148,
      tuitionFeeFirstYearHkd: 47000,
      status: 'Published',
    });
    expect(cityu.admission).toMatchObject({ median: 22, lowerQuartile: 21.5, upperQuartile: null });
    expect(cityu.admission?.programId).toBe(cityu.programme?.id);

    const hku = await figures('JS6456');
    expect(hku.programme).toMatchObject({ numOfPlaces: null, combinedIntake: 300, catA5StarStarPoints: 8.5 });
    expect(hku.admission).toMatchObject({ median: 44, lowerQuartile: 42, upperQuartile: 47 });
  });

  it('keeps 2024 scores of codes no longer offered, without a programme', async () => {
    const [row] = await open.db
      .select()
      .from(programAdmissions)
      .where(eq(programAdmissions.jupasCode, 'JS1025'));
    expect(row).toMatchObject({ intakeYear: 2024, programId: null });
    expect(row?.programName).toBeTruthy();
  });

  it('links every 2026 programme to its study areas', async () => {
    const expected = csvRows('jupas/programme_study_areas_2025.csv')
      .filter((r) => r.flag('code_in_2026_list'))
      .map((r) => `${r.requiredText('jupas_code')} ${r.requiredText('study_area_id')}`)
      .sort();
    const linked = await open.db
      .select({ code: programs.jupasCode, area: disciplines.code })
      .from(programDisciplines)
      .innerJoin(programs, eq(programDisciplines.programId, programs.id))
      .innerJoin(disciplines, eq(programDisciplines.disciplineId, disciplines.id));
    expect(linked.map((l) => `${l.code} ${l.area}`).sort()).toEqual(expected);
    expect(new Set(linked.map((l) => l.code)).size).toBe(411);
  });

  it('gives every profession a Chinese name', async () => {
    const rows = await open.db.select().from(professions).orderBy(professions.id);
    expect(rows).toHaveLength(436);
    expect(rows.filter((p) => p.nameChi.trim() === '')).toEqual([]);
    expect(rows[0]?.iscoCode).toBe('0110');
    expect(rows.find((p) => p.iscoCode === '2522')?.name).toBe('Systems Administrators');
  });

  it('is idempotent: a second and a forced run leave the same rows and ids', async () => {
    const before = await seedReference(open.db);
    const ids = await open.db.select({ id: programs.id, code: programs.jupasCode }).from(programs);
    const skipped = await seedReference(open.db);
    const forced = await seedReference(open.db, { force: true });
    expect(skipped).toEqual(before);
    expect(forced).toEqual(before);
    const after = await open.db.select({ id: programs.id, code: programs.jupasCode }).from(programs);
    expect(after.sort((a, b) => a.id - b.id)).toEqual(ids.sort((a, b) => a.id - b.id));
  });

  it('keeps what admins set on programmes across a reload', async () => {
    await open.db
      .update(programs)
      .set({ sortOrder: 1, status: 'Draft' })
      .where(eq(programs.jupasCode, 'JS1000'));
    await seedReference(open.db, { force: true });
    const [row] = await open.db.select().from(programs).where(eq(programs.jupasCode, 'JS1000'));
    expect(row).toMatchObject({ sortOrder: 1, status: 'Draft' });
    await open.db
      .update(programs)
      .set({ sortOrder: 99999, status: 'Published' })
      .where(eq(programs.jupasCode, 'JS1000'));
  });
});

describe('seedReference with bad data', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-refdata-'));
    cpSync(dataDir, dir, { recursive: true });
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function edit(file: string, change: (text: string) => string): () => void {
    const target = path.join(dir, file);
    const original = readFileSync(target, 'utf8');
    writeFileSync(target, change(original));
    return () => writeFileSync(target, original);
  }

  async function storedVersion() {
    const rows = await open.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, REFERENCE_DATA_VERSION_KEY));
    return rows[0]?.value;
  }

  it('stops at a non-numeric score with file and line, and changes nothing', async () => {
    const version = await storedVersion();
    const restore = edit('jupas/admission_scores_2025.csv', (t) =>
      t.replace('JS1002,CityUHK,2025,22,', 'JS1002,CityUHK,2025,22x,'),
    );
    try {
      await expect(seedReference(open.db, { dataDir: pathToFileURL(`${dir}/`) })).rejects.toThrow(
        /admission_scores_2025\.csv:4: column "median": "22x" is not a number/,
      );
    } finally {
      restore();
    }
    expect(await storedVersion()).toBe(version);
    const [row] = await open.db
      .select({ median: programAdmissions.median })
      .from(programAdmissions)
      .where(and(eq(programAdmissions.jupasCode, 'JS1002'), eq(programAdmissions.intakeYear, 2025)));
    expect(row?.median).toBe(22);
  });

  it('stops when a profession has no Chinese name', async () => {
    const restore = edit('careers/isco08_titles_zh_hk.csv', (t) =>
      t
        .split('\n')
        .filter((line) => !line.startsWith('2522,'))
        .join('\n'),
    );
    try {
      await expect(seedReference(open.db, { dataDir: pathToFileURL(`${dir}/`) })).rejects.toThrow(
        /2522 has no Chinese name/,
      );
    } finally {
      restore();
    }
  });

  it('rolls back everything when the database refuses a row half-way', async () => {
    const version = await storedVersion();
    const restore = edit('jupas/admission_scores_2025.csv', (t) =>
      t.replace('JS1002,CityUHK,2025,22,', 'JS1002,CityUHK,2025,23,'),
    );
    // Employers are written last: failing there proves the earlier tables are not left half-loaded.
    await open.db.execute(sql`
      create function refuse_row() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await open.db.execute(
      sql`create trigger refuse before insert on employers for each row execute function refuse_row()`,
    );
    try {
      await expect(
        seedReference(open.db, { dataDir: pathToFileURL(`${dir}/`), force: true }),
      ).rejects.toThrow();
    } finally {
      restore();
      await open.db.execute(sql`drop trigger refuse on employers`);
      await open.db.execute(sql`drop function refuse_row()`);
    }
    expect(await storedVersion()).toBe(version);
    const [row] = await open.db
      .select({ median: programAdmissions.median })
      .from(programAdmissions)
      .where(and(eq(programAdmissions.jupasCode, 'JS1002'), eq(programAdmissions.intakeYear, 2025)));
    expect(row?.median).toBe(22);
  });
});
