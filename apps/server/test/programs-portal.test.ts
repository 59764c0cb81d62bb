import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { schema } from '@waypoint/db';
import { LISTED_INSTITUTION_IDS } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalData, ProgramDetail } from '../src/services/programs/shapes.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

describe('programs.getPortalData and getPortalProgramData', () => {
  let t: TestApp;
  let portal: PortalData;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const res = await t.call<PortalData>('programs.getPortalData');
    expect(res.status).toBe(200);
    portal = res.data;
  });
  afterAll(() => t.close());

  it('lists only published programmes of the listing institutions (spec 2 §9)', async () => {
    expect(portal.programs.length).toBeGreaterThan(300);
    const institutionIds = new Set(portal.programs.map((p) => p.institutionId));
    for (const id of institutionIds) expect(LISTED_INSTITUTION_IDS).toContain(id);
    // EdUHK (8) and the SSSDP umbrella (10) are not listing institutions.
    expect(institutionIds.has(8)).toBe(false);
    expect(portal.institutions.map((i) => i.id)).toEqual([...LISTED_INSTITUTION_IDS]);
    // A programme turned Draft disappears from a fresh build (the cache is per database handle).
    const other = await createTestApp({ demo: false });
    try {
      await other.deps.db.update(schema.programs).set({ status: 'Draft' }).where(eq(schema.programs.id, 1));
      const fresh = await other.call<PortalData>('programs.getPortalData');
      expect(fresh.data.programs.some((p) => p.id === 1)).toBe(false);
      expect(fresh.data.programs.length).toBe(portal.programs.length - 1);
    } finally {
      await other.close();
    }
  });

  it('gives each card the latest figures and Band A competition (JS1000, 2025)', () => {
    const js1000 = portal.programs.find((p) => p.jupasCode === 'JS1000')!;
    expect(js1000.institutionNameShort).toBe('CityUHK');
    // program_admissions 2025: median 24.5, lower quartile 23.5, no mean.
    expect(js1000.admissions).toEqual([
      {
        intakeYear: 2025,
        scoreLowerQuartile: 23.5,
        scoreMedian: 24.5,
        scoreMean: null,
        scoreUpperQuartile: null,
      },
    ]);
    // offer statistics 2025: 84 Band A applicants, 6 Band A offers → 84 / 6 = 14.
    expect(js1000.offerStatsYear).toBe(2025);
    expect(js1000.numOfBandAOffers).toBe(6);
    expect(js1000.bandACompRatio).toBe(14);
    expect(js1000.disciplineIds.length).toBeGreaterThan(0);
    expect(js1000.mainDisciplineGroupName).toBeTruthy();
    const group = portal.disciplineGroups.find((g) => g.id === js1000.mainDisciplineGroupId)!;
    expect(group.name).toBe(js1000.mainDisciplineGroupName);
  });

  it('sends subjects, disciplines with counts, groups and advertisements', () => {
    expect(portal.subjects.find((s) => s.code === 'Chi')).toMatchObject({
      isCore: true,
      nameChi: '中國語文',
    });
    expect(portal.disciplines).toHaveLength(20);
    const counted = portal.disciplines.reduce((n, d) => n + d.programCount, 0);
    const linked = portal.programs.reduce((n, p) => n + p.disciplineIds.length, 0);
    expect(counted).toBe(linked);
    for (const g of portal.disciplineGroups)
      for (const id of g.disciplineIds)
        expect(portal.disciplines.find((d) => d.id === id)?.disciplineGroupId).toBe(g.id);
    expect(Array.isArray(portal.advertisements)).toBe(true);
  });

  it('stays lean: one response for every card', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trpc/programs.getPortalData' });
    const raw = Buffer.byteLength(res.body);
    const gzip = gzipSync(res.body).length;
    console.log(
      `programs.getPortalData: ${portal.programs.length} programmes, ${portal.scoreSpecs.length} score specs, ${(raw / 1024).toFixed(0)} KiB raw, ${(gzip / 1024).toFixed(0)} KiB gzip`,
    );
    expect(gzip).toBeLessThan(400 * 1024);
    // Every listed programme carries its calculator spec, so the browser scores all of them locally.
    expect(new Set(portal.scoreSpecs.map((s) => s.programId))).toEqual(
      new Set(portal.programs.map((p) => p.id)),
    );
  });

  it('travels compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/trpc/programs.getPortalData' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/trpc/programs.getPortalData',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    console.log(
      `programs.getPortalData on the wire (brotli 4): ${(res.rawPayload.length / 1024).toFixed(0)} KiB`,
    );
  });

  it('opens one programme in full', async () => {
    const res = await t.call<ProgramDetail>('programs.getPortalProgramData', { programId: 1 });
    expect(res.status).toBe(200);
    expect(res.data.jupasCode).toBe('JS1000');
    expect(res.data.admissionHistory.map((a) => a.intakeYear)).toEqual([2025, 2024]);
    expect(res.data.admissions).toEqual([res.data.admissionHistory[0]]);
    const offers2025 = res.data.offerStats.filter((o) => o.year === 2025);
    expect(offers2025.map((o) => [o.type, o.bandA])).toEqual([
      ['application', 84],
      ['offer', 6],
    ]);
    expect(res.data.bandACompRatio).toBe(14);
    expect(res.data.catA5StarStarPoints).toBe(8.5);
  });

  it('hides programmes of other institutions from everyone but admins', async () => {
    const [eduhk] = await t.deps.db
      .select({ id: schema.programs.id })
      .from(schema.programs)
      .where(eq(schema.programs.institutionId, 8))
      .limit(1);
    const visitor = await t.call('programs.getPortalProgramData', { programId: eduhk!.id });
    expect(visitor.status).toBe(404);
    expect(visitor.error?.message).toBe('This programme was not found.');
    const admin = await signIn(t, '90000001');
    const asAdmin = await t.call<ProgramDetail>(
      'programs.getPortalProgramData',
      { programId: eduhk!.id },
      { cookie: admin },
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data.institutionId).toBe(8);
  });

  it('refuses a bad programme id in the caller language', async () => {
    const res = await t.call('programs.getPortalProgramData', { programId: 'x' }, { lang: 'zh-HK' });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('找不到此課程。');
    expect((await t.call('programs.getPortalProgramData', { programId: 999999 })).status).toBe(404);
  });

  it('serves the disciplines alone too', async () => {
    const res = await t.call<Pick<PortalData, 'disciplines' | 'disciplineGroups'>>(
      'disciplines.getDisciplines',
    );
    expect(res.status).toBe(200);
    expect(res.data.disciplines).toEqual(portal.disciplines);
    expect(res.data.disciplineGroups).toEqual(portal.disciplineGroups);
  });
});
