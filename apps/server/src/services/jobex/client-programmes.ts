import { type Db, schema } from '@waypoint/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { ClientProgramme } from './shapes.ts';

const { clients, clientPrograms, programs } = schema;

export interface ClientWithProgrammes {
  id: string;
  name: string;
  nameChi: string | null;
  programmes: ClientProgramme[];
}

/** Every client organisation with the programmes it serves, for the admin who links them. */
export async function listClientsWithProgrammes(db: Db): Promise<ClientWithProgrammes[]> {
  const rows = await db.select().from(clients).orderBy(asc(clients.name));
  const links = await db
    .select({
      clientId: clientPrograms.clientId,
      id: programs.id,
      jupasCode: programs.jupasCode,
      name: programs.name,
      nameChi: programs.nameChi,
    })
    .from(clientPrograms)
    .innerJoin(programs, eq(programs.id, clientPrograms.programId))
    .orderBy(asc(programs.jupasCode));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    nameChi: c.nameChi,
    programmes: links.filter((l) => l.clientId === c.id).map(({ clientId: _c, ...p }) => p),
  }));
}

/**
 * Replaces a client's programmes. Jobs already posted for a programme taken away stay (students may be
 * tracking them) but the client can no longer post for it or list its students.
 */
export async function setClientProgrammes(
  db: Db,
  { clientId, programIds }: { clientId: string; programIds: number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) fail('NOT_FOUND', 'errors.jobexClientNotFound');
    const ids = [...new Set(programIds)];
    if (ids.length > 0) {
      const found = await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids));
      if (found.length !== ids.length) fail('NOT_FOUND', 'errors.programNotFound');
    }
    await tx.delete(clientPrograms).where(eq(clientPrograms.clientId, clientId));
    if (ids.length > 0)
      await tx.insert(clientPrograms).values(ids.map((programId) => ({ clientId, programId })));
  });
}
