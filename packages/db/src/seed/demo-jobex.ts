import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { clientPrograms } from '../schema/jobex.ts';
import { programs } from '../schema/programs.ts';
import { users } from '../schema/users.ts';

/**
 * The demo clients' programmes (real JUPAS programmes; the clients are invented) and the programme of
 * each demo university student. Runs after seedDemoEvents, which creates the clients. A programme a
 * student or admin has changed since is left alone.
 */
export const DEMO_JOBEX_PROGRAMS = {
  'demo-harbour-uni': 'JS1002',
  'demo-lion-rock-tech': 'JS1204',
} as const;

const STUDENT_PROGRAMS: Record<string, keyof typeof DEMO_JOBEX_PROGRAMS> = {
  '92000002': 'demo-harbour-uni',
  '92000003': 'demo-harbour-uni',
  '92000004': 'demo-lion-rock-tech',
};

export async function seedDemoJobex(db: DbOrTx): Promise<void> {
  const codes = Object.values(DEMO_JOBEX_PROGRAMS);
  const rows = await db
    .select({ id: programs.id, code: programs.jupasCode })
    .from(programs)
    .where(inArray(programs.jupasCode, codes));
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  // Without the reference programmes (a test database seeded without them) there is nothing to link.
  if (idOf.size !== codes.length) return;
  await db
    .insert(clientPrograms)
    .values(
      Object.entries(DEMO_JOBEX_PROGRAMS).map(([clientId, code]) => ({
        clientId,
        programId: idOf.get(code)!,
      })),
    )
    .onConflictDoNothing();
  for (const [phone, clientId] of Object.entries(STUDENT_PROGRAMS)) {
    await db
      .update(users)
      .set({ programId: idOf.get(DEMO_JOBEX_PROGRAMS[clientId])! })
      .where(and(eq(users.phone, phone), isNull(users.programId)));
  }
}
