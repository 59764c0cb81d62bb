import { z } from 'zod';
import { listClientsWithProgrammes, setClientProgrammes } from '../../services/jobex/client-programmes.ts';
import { adminProcedure } from '../../trpc/procedures.ts';
import { programIdInput as programId } from '../programs/get-portal-program-data.ts';

/** Beyond the spec: every client organisation with its programmes, for the admin who links them. */
export const getClientPrograms = adminProcedure.query(({ ctx }) => listClientsWithProgrammes(ctx.deps.db));

/** Beyond the spec: an admin sets the programmes a client serves (decision 015). */
export const setClientPrograms = adminProcedure
  .input(
    z.object({
      clientId: z.string().trim().min(1).max(64),
      programIds: z.array(programId).max(100),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    await setClientProgrammes(ctx.deps.db, input);
    return { updated: true };
  });
