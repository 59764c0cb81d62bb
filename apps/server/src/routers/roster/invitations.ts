import { LANGS, ROSTER_INVITE_CHANNELS } from '@waypoint/domain';
import { z } from 'zod';
import { readRosterInvite } from '../../services/roster/invite-links.ts';
import { inviteRoster } from '../../services/roster/invite-roster.ts';
import { signInWithRosterInvite } from '../../services/roster/sign-in-with-invite.ts';
import { schoolId } from '../../trpc/inputs.ts';
import { publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

export const rosterInviteInput = z.object({
  schoolId,
  rosterIds: z
    .array(z.uuid({ message: 'errors.notFound' }))
    .min(1)
    .max(2000),
  channel: z.enum(ROSTER_INVITE_CHANNELS),
  lang: z.enum(LANGS),
});

const inviteToken = z.object({ token: z.string().trim().min(1).max(100) });

/**
 * Issue 27: one-time registration links for the school's listed people, through the outbox. An admin or the
 * school's career teacher (the service checks the school); at most one a Hong Kong day per person.
 */
export const invite = staffProcedure
  .input(rosterInviteInput)
  .mutation(({ ctx, input }) => inviteRoster(ctx.deps, { actor: ctx.user, ...input }));

/**
 * The dialog's counts before sending: the same rule and rows as `invite`, nothing written. A POST, because a
 * whole school's row ids do not fit in a URL.
 */
export const invitePreview = staffProcedure
  .input(rosterInviteInput)
  .mutation(({ ctx, input }) => inviteRoster(ctx.deps, { actor: ctx.user, ...input, dryRun: true }));

/**
 * The registration page's prefill for `?invite=…`: the link's holder sees the school's listing of them.
 * Counted like a sign-in attempt, so links cannot be guessed at speed (they are 256-bit anyway).
 */
export const readInvite = publicProcedure
  .input(inviteToken)
  .use(signInLimit('roster-invite'))
  .query(({ ctx, input }) => readRosterInvite(ctx.deps.db, input.token, ctx.deps.now()));

/** The invited person already has an account: the link signs it in and verifies it (decision 027). */
export const signInWithInvite = publicProcedure
  .input(inviteToken)
  .use(signInLimit('roster-invite'))
  .mutation(({ ctx, input }) => signInWithRosterInvite(ctx, input.token));
