import { type DbOrTx, schema } from '@waypoint/db';

/** Only the keys asked for: the table also holds internal keys (the server secret) that are never listed. */
export async function listAppSettings(
  db: DbOrTx,
  keys: ReadonlySet<string>,
): Promise<{ key: string; value: string }[]> {
  const rows = await db.select().from(schema.appSettings);
  return rows.filter((r) => keys.has(r.key)).map((r) => ({ key: r.key, value: r.value }));
}
