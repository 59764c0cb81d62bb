import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

const { services } = schema;

/** The service a session belongs to, for its media and consent flag; none when the session has none. */
export async function loadEventService(
  db: DbOrTx,
  serviceId: string | null,
): Promise<typeof services.$inferSelect | undefined> {
  const [service] = serviceId ? await db.select().from(services).where(eq(services.id, serviceId)) : [];
  return service;
}
