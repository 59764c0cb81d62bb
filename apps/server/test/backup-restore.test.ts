import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type OpenDb, schema, tableFigures } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/maintenance/backup.ts';
import { restoreBackup } from '../src/maintenance/restore.ts';
import { enqueueMessage } from '../src/outbox/enqueue.ts';
import { verifyConsentRow } from '../src/services/consent/consent-chain.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { PNG_1x1, uploadPicture } from './upload-fixture.ts';

const SIG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

/**
 * Issue 26 item 3: a backup of a seeded instance taken while writes go on, restored into an empty
 * database and compared table by table; a damaged archive changes nothing. PGlite in `npm test`,
 * PostgreSQL in `npm run test:pg` (where the writes really run beside the snapshot).
 */
describe('backup and restore', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wp-backup-'));
  const archive = path.join(dir, 'waypoint.zip');
  let targets: OpenDb[] = [];

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    for (const name of ['Chan Tai Man', 'Lee Siu Ming']) {
      t.clock.advance(5_000);
      const signed = await t.call('consent.insertUserConsent', {
        signatureDataUrl: SIG,
        fullName: name,
        phone: '91234567',
      });
      expect(signed.error).toBeNull();
    }
    const cookie = await signIn(t, '91000001');
    const uploaded = await uploadPicture(t.app, { cookie });
    expect(uploaded.statusCode).toBe(201);
  }, 120_000);

  afterAll(async () => {
    for (const target of targets) await target.close();
    targets = [];
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes one consistent picture while writes go on, and restores it exactly, uploads and consents included', {
    timeout: 240_000,
  }, async () => {
    const usersBefore = (await tableFigures(t.deps.db)).find((f) => f.table === 'users')!;
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        await enqueueMessage(t.deps.db, {
          channel: 'sms',
          recipient: '91000001',
          body: `during the backup ${written}`,
        });
        written += 1;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const { meta, manifest } = await writeBackup({
      db: t.deps.db,
      database: t.database.kind,
      storage: t.deps.storage,
      filesStore: 'local',
      path: archive,
      now: new Date(),
    });
    writing = false;
    await writes;
    expect(written).toBeGreaterThan(0);
    expect(meta.tables).toContain('users');
    expect(manifest.files).toHaveLength(1);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.tables.find((f) => f.table === 'users')).toEqual(usersBefore);
    const outboxInBackup = manifest.tables.find((f) => f.table === 'outbox_messages')!.rows;
    const outboxNow = (await t.deps.db.select().from(schema.outboxMessages)).length;
    expect(outboxInBackup).toBeLessThanOrEqual(outboxNow);

    const target = await createTestDb();
    targets.push(target);
    const storage = new LocalStorage(path.join(dir, 'restored-files'));
    await restoreBackup({ target, storage, path: archive });
    expect(await tableFigures(target.db)).toEqual(manifest.tables);

    const pieces: Buffer[] = [];
    for await (const piece of storage.read(manifest.files[0]!.key)) pieces.push(piece as Buffer);
    expect(Buffer.concat(pieces).equals(PNG_1x1)).toBe(true);
    const consents = await target.db.select().from(schema.userConsentRecords);
    expect(consents).toHaveLength(2);
    for (const row of consents)
      expect((await verifyConsentRow(target.db, t.deps.consentKey, row)).status).toBe('valid');
  });

  it('refuses a cut or altered archive and leaves the target as it was', { timeout: 240_000 }, async () => {
    const target = await createTestDb();
    targets.push(target);
    const before = await tableFigures(target.db);
    const cut = path.join(dir, 'cut.zip');
    writeFileSync(cut, readFileSync(archive));
    truncateSync(cut, Math.floor(statSync(cut).size * 0.9));
    await expect(
      restoreBackup({ target, storage: new LocalStorage(path.join(dir, 'cut-files')), path: cut }),
    ).rejects.toThrow();
    expect(await tableFigures(target.db)).toEqual(before);

    const notBackup = path.join(dir, 'not.zip');
    writeFileSync(notBackup, 'hello');
    await expect(
      restoreBackup({ target, storage: new LocalStorage(path.join(dir, 'x')), path: notBackup }),
    ).rejects.toThrow(/not a Waypoint backup/);
  });
});
