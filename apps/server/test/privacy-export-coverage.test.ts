import { readFileSync } from 'node:fs';
import { schema } from '@waypoint/db';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { EXPORT_AREA_IDS, EXPORT_AREAS, EXPORT_EXCLUSIONS } from '../src/services/privacy/export-areas.ts';
import { pagedSource } from '../src/services/privacy/export-source.ts';

/** A uuid column with no foreign key still names a person when its name says so (users.client_approved_by). */
const PERSON_NAME = /(^|_)(user|student|owner|staff|actor|nominator|person|parent)_id$|_by$/;
/** Text columns that hold a person's phone number (outbox_messages.recipient: a phone, e-mail or group). */
const PHONE_NAME = /(^|_)phone$|^recipient$/;

/** 'table.column' of every column through which a row could be a person's: what the export must decide on. */
function personColumns(tables: readonly PgTable[]): string[] {
  const usersName = getTableName(schema.users);
  const found: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const toUsers = new Set(
      config.foreignKeys.flatMap((fk) => {
        const ref = fk.reference();
        return getTableName(ref.foreignTable) === usersName ? ref.columns.map((c) => c.name) : [];
      }),
    );
    for (const column of config.columns) {
      const isUuid = column.columnType === 'PgUUID';
      const names = toUsers.has(column.name) || (isUuid && PERSON_NAME.test(column.name));
      const holdsPhone = column.columnType === 'PgText' && PHONE_NAME.test(column.name);
      if (names || holdsPhone) found.push(`${config.name}.${column.name}`);
    }
  }
  return found.sort();
}

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const allColumns = new Set(
  tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((c) => `${config.name}.${c.name}`);
  }),
);
const exported = new Set(EXPORT_AREAS.flatMap((area) => area.sources.flatMap((s) => s.finds)));
const excluded = new Set(Object.keys(EXPORT_EXCLUSIONS));

describe('download my data: every table naming a person is exported or left out on purpose', () => {
  it('finds the columns that name a person (the detector itself)', () => {
    const found = personColumns(tables);
    for (const known of [
      'chatbot_messages.user_id',
      'consultation_records.target_user_id',
      'users.client_approved_by',
      'outbox_messages.recipient',
      'bookings.phone',
      'staff_access_log.student_id',
    ])
      expect(found).toContain(known);
    // A table added tomorrow with a person's id is caught, with or without a foreign key.
    const tomorrow = pgTable('tomorrow_table', {
      id: uuid('id').primaryKey(),
      ownerUserId: uuid('owner_user_id').references(() => schema.users.id),
      studentId: uuid('student_id'),
      parentPhone: text('parent_phone'),
    });
    expect(personColumns([tomorrow])).toEqual([
      'tomorrow_table.owner_user_id',
      'tomorrow_table.parent_phone',
      'tomorrow_table.student_id',
    ]);
  });

  it('lists each such column as exported (an area source finds rows by it) or excluded with a reason', () => {
    const undecided = personColumns(tables).filter((c) => !exported.has(c) && !excluded.has(c));
    expect(undecided).toEqual([]);
  });

  it('names only columns that exist, and none both ways', () => {
    expect([...exported, ...excluded].filter((c) => !allColumns.has(c))).toEqual([]);
    expect([...exported].filter((c) => excluded.has(c))).toEqual([]);
    for (const reason of Object.values(EXPORT_EXCLUSIONS)) expect(reason.length).toBeGreaterThan(10);
  });

  it('says in docs/privacy.md why each excluded table is left out', () => {
    const docs = readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');
    const missing = [...excluded].filter((c) => !docs.includes(`\`${c}\``));
    expect(missing).toEqual([]);
  });

  it('has one file per area and unique list keys within an area', () => {
    expect(EXPORT_AREAS.map((a) => a.id)).toEqual([...EXPORT_AREA_IDS]);
    expect(new Set(EXPORT_AREAS.map((a) => a.file)).size).toBe(EXPORT_AREAS.length);
    for (const area of EXPORT_AREAS) {
      const keys = area.sources.map((s) => s.key);
      expect(new Set(keys).size, area.id).toBe(keys.length);
    }
  });

  it('refuses a source that selects a secret column', () => {
    expect(() =>
      pagedSource({
        key: 'sessions',
        finds: ['auth_sessions.user_id'],
        table: schema.authSessions,
        fields: { tokenHash: schema.authSessions.tokenHash },
        where: () => undefined,
        order: [schema.authSessions.tokenHash],
      }),
    ).toThrow(/secret/);
  });
});
