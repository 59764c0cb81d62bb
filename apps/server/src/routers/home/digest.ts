import { DIGEST_CHANNELS } from '@waypoint/domain';
import { z } from 'zod';
import { getDigestSettings, setDigest } from '../../services/home/digest-settings.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';

/**
 * Issue 28 item 4: the signed-in person's own weekly digest of next steps (decision 029). There is no
 * input naming a person: each reads and sets only their own.
 */
export const digestProcedures = {
  digestSettings: signedInProcedure.query(({ ctx }) => getDigestSettings(ctx.deps.db, ctx.user.row.id)),
  setDigest: signedInProcedure
    .input(z.object({ enabled: z.boolean(), channel: z.enum(DIGEST_CHANNELS) }))
    .mutation(({ ctx, input }) =>
      setDigest(ctx.deps.db, {
        userId: ctx.user.row.id,
        enabled: input.enabled,
        channel: input.channel,
        now: ctx.deps.now(),
      }),
    ),
};
