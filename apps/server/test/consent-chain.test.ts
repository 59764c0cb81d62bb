import { createHash } from 'node:crypto';
import { schema } from '@waypoint/db';
import { consentCanonicalForm } from '@waypoint/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestInputOfRow } from '../src/services/consent/consent-digest.ts';
import { addPerson } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { userConsentRecords, userConsentErasures, users, appSettings } = schema;
const SIG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';
type Verification = {
  status: 'valid' | 'legacy' | 'tampered';
  contentMatches: boolean;
  chain: 'intact' | 'broken' | 'notChained';
  previousErased: boolean;
  chainSeq: number | null;
  digest: string;
};

/** The database owner going round the immutability trigger, as someone with database access could. */
async function asOwner(t: TestApp, change: () => Promise<unknown>): Promise<void> {
  await t.deps.db.execute(
    sql`alter table user_consent_records disable trigger user_consent_records_no_change`,
  );
  try {
    await change();
  } finally {
    await t.deps.db.execute(
      sql`alter table user_consent_records enable trigger user_consent_records_no_change`,
    );
  }
}

describe('consent chain (decision 008)', () => {
  let t: TestApp;

  async function sign(name: string, cookie?: string): Promise<string> {
    t.clock.advance(5_000); // 20 signatures a minute per address
    const res = await t.call<{ id: string }>(
      'consent.insertUserConsent',
      cookie
        ? { signatureDataUrl: SIG, target: 'video', videoId: 'v1', selfConsent: true }
        : { signatureDataUrl: SIG, fullName: name, phone: '91234567' },
      { cookie },
    );
    expect(res.error).toBeNull();
    return res.data.id;
  }
  const verify = async (id: string) => {
    t.clock.advance(3_000);
    const res = await t.call<Verification>('consent.verifyConsent', { id });
    expect(res.error).toBeNull();
    return res.data;
  };
  const rowOf = async (publicId: string) =>
    (await t.deps.db.select().from(userConsentRecords).where(eq(userConsentRecords.publicId, publicId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('chains each record to the previous one with a keyed digest', async () => {
    const a = await sign('Chan Tai Man');
    const b = await sign('Lee Siu Ming');
    const [ra, rb] = [await rowOf(a), await rowOf(b)];
    expect(rb.chainSeq).toBe(ra.chainSeq! + 1);
    expect(rb.prevDigest).toBe(ra.digest);
    expect(await verify(a)).toMatchObject({ status: 'valid', contentMatches: true, chain: 'intact' });
    expect(await verify(b)).toMatchObject({ status: 'valid', chain: 'intact' });
    // The digest is not the unkeyed SHA-256 anyone could rebuild from the row.
    const plain = createHash('sha256')
      .update(consentCanonicalForm(digestInputOfRow(rb)))
      .digest('hex');
    expect(rb.digest).not.toBe(plain);
    // Verify answers its verdict only, never a digest to copy into a changed row.
    expect(Object.keys(await verify(b))).not.toContain('recomputed');
  });

  it('reports a record changed behind the trigger, even with a recomputed unkeyed digest', async () => {
    const id = await sign('Wong Ka Yan');
    const row = await rowOf(id);
    await asOwner(t, () =>
      t.deps.db
        .update(userConsentRecords)
        .set({ fullName: 'Someone Else' })
        .where(eq(userConsentRecords.id, row.id)),
    );
    expect(await verify(id)).toMatchObject({ status: 'tampered', contentMatches: false });
    const changed = await rowOf(id);
    const plain = createHash('sha256')
      .update(consentCanonicalForm(digestInputOfRow(changed)))
      .digest('hex');
    await asOwner(t, () =>
      t.deps.db.update(userConsentRecords).set({ digest: plain }).where(eq(userConsentRecords.id, row.id)),
    );
    expect(await verify(id)).toMatchObject({ status: 'tampered', contentMatches: false });
    // Passing it off as a record from before the chain does not work either.
    await asOwner(t, () =>
      t.deps.db
        .update(userConsentRecords)
        .set({ chainSeq: null, prevDigest: null })
        .where(eq(userConsentRecords.id, row.id)),
    );
    expect((await verify(id)).status).toBe('tampered');
  });

  it('notices a record removed from the middle of the chain', async () => {
    await sign('Zero'); // stands between this chain and the damage the test before did
    const [a, b, c] = [await sign('One'), await sign('Two'), await sign('Three')];
    expect((await verify(a)).status).toBe('valid');
    await asOwner(t, () => t.deps.db.delete(userConsentRecords).where(eq(userConsentRecords.publicId, b)));
    expect(await verify(a)).toMatchObject({ status: 'tampered', contentMatches: true, chain: 'broken' });
    expect(await verify(c)).toMatchObject({ status: 'tampered', contentMatches: true, chain: 'broken' });
  });

  it('keeps the link when erasing a person removes their consent', async () => {
    const userId = await addPerson(t, {
      phone: '96000061',
      schoolId: 'beacon1',
      roles: 'secondary-school-student',
    });
    const cookie = await signIn(t, '96000061');
    const mine = await sign('', cookie);
    const after = await sign('After');
    const seq = (await rowOf(mine)).chainSeq!;
    await t.deps.db.delete(users).where(eq(users.id, userId));
    expect(
      await t.deps.db.select().from(userConsentErasures).where(eq(userConsentErasures.chainSeq, seq)),
    ).toHaveLength(1);
    expect(await verify(after)).toMatchObject({ status: 'valid', chain: 'intact', previousErased: true });
    // The kept link is immutable too.
    await expect(t.deps.db.delete(userConsentErasures)).rejects.toThrow();
  });

  it('verifies records from before the chain honestly as legacy', async () => {
    const [last] = await t.deps.db
      .select()
      .from(userConsentRecords)
      .orderBy(asc(userConsentRecords.id))
      .limit(1);
    const base = { ...last!, publicId: 'ucr_LegacyRecord0001', chainSeq: null, prevDigest: null };
    const { id: _id, ...values } = base;
    const digest = createHash('sha256')
      .update(consentCanonicalForm(digestInputOfRow(base)))
      .digest('hex');
    const [legacy] = await t.deps.db
      .insert(userConsentRecords)
      .values({ ...values, digest })
      .returning();
    // Without the migration's boundary covering it, an unchained row is not legacy but suspect.
    expect((await verify(legacy!.publicId!)).status).toBe('tampered');
    await t.deps.db
      .update(appSettings)
      .set({ value: String(legacy!.id) })
      .where(eq(appSettings.key, 'consentChainLegacyMaxId'));
    expect(await verify(legacy!.publicId!)).toMatchObject({
      status: 'legacy',
      contentMatches: true,
      chain: 'notChained',
    });
  });

  it('gives concurrent signers distinct, linked places in the chain', async () => {
    t.clock.advance(120_000);
    const before = await t.deps.db.select().from(userConsentRecords);
    const ids = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t
          .call<{ id: string }>('consent.insertUserConsent', {
            signatureDataUrl: SIG,
            fullName: `Signer ${i}`,
            phone: '91234567',
          })
          .then((r) => r.data.id),
      ),
    );
    const rows = (
      await t.deps.db.select().from(userConsentRecords).orderBy(asc(userConsentRecords.chainSeq))
    ).filter((r) => r.chainSeq !== null && !before.some((b) => b.id === r.id));
    expect(rows).toHaveLength(15);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.chainSeq).toBe(rows[i - 1]!.chainSeq! + 1);
      expect(rows[i]!.prevDigest).toBe(rows[i - 1]!.digest);
    }
    t.clock.advance(120_000);
    for (const id of ids.slice(0, 3)) expect((await verify(id)).status).toBe('valid');
  });
});
