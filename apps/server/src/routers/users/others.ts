import { parseRoles, ROLE_SECONDARY, rankInFormRequired } from '@waypoint/domain';
import { z } from 'zod';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { loadUserRow } from '../../services/users/load-user-row.ts';
import { setUserRoles } from '../../services/users/set-user-roles.ts';
import { contactChanges, updateProfile } from '../../services/users/update-profile.ts';
import { loadUserDto } from '../../services/users/user-dto.ts';
import { refuseCredentialChange } from '../../trpc/credential-change.ts';
import { fail } from '../../trpc/errors.ts';
import { adminProcedure, canActOnUser, signedInProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { profileFields } from './profile-input.ts';

async function loadTarget(ctx: { deps: { db: import('@waypoint/db').Db } }, userId: string) {
  if (!z.string().uuid().safeParse(userId).success) fail('NOT_FOUND', 'errors.notFound');
  const row = await loadUserRow(ctx.deps.db, userId);
  if (!row) fail('NOT_FOUND', 'errors.notFound');
  return row;
}

/** Spec call getUserById: the person themselves, an admin, or an active teacher of the same school. */
export const getUserById = signedInProcedure
  .input(z.object({ userId: z.string() }))
  .query(async ({ ctx, input }) => {
    const target = await loadTarget(ctx, input.userId);
    if (!canActOnUser(ctx.user, target)) fail('FORBIDDEN', 'errors.forbidden');
    await recordAccess(ctx, { area: 'profile', action: 'view', studentIds: [target.id] });
    return (await loadUserDto(ctx.deps.db, target.id))!;
  });

/** `/update-info/:targetUserId`: a teacher edits a student of their own school (admins any student). */
export const updateStudentInfo = staffProcedure
  .input(profileFields.extend({ targetUserId: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const target = await loadTarget(ctx, input.targetUserId);
    const isStudent = parseRoles(target.roles).includes(ROLE_SECONDARY);
    if (!isStudent || !canActOnUser(ctx.user, target)) fail('FORBIDDEN', 'errors.forbidden');
    const { targetUserId: _, ...fields } = input;
    const changes = contactChanges(target, fields);
    if (changes.email || changes.phone) {
      refuseCredentialChange(ctx, { ownAccount: target.id === ctx.user.row.id });
    }
    await recordAccess(ctx, { area: 'profile', action: 'change', studentIds: [target.id] });
    await updateProfile(ctx.deps.db, {
      target,
      rankRequired: rankInFormRequired({ isSecondaryStudent: isStudent, isAdmin: target.isAdmin }),
      fields,
      now: ctx.deps.now(),
      changedBy: target.id === ctx.user.row.id ? 'self' : 'admin',
    });
    return (await loadUserDto(ctx.deps.db, target.id))!;
  });

/**
 * `/update-roles/:userId`: admins set roles and block or unblock an account. A blocked user's sessions are
 * not revoked here: their next request finds the flag, ends the session and tells them why (ACCESS_DISABLED).
 */
export const updateRoles = adminProcedure
  .input(
    z.object({
      userId: z.string(),
      roles: z.array(z.string()).max(10),
      accessDisabled: z.boolean().optional(),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const target = await loadTarget(ctx, input.userId);
    await recordAccess(ctx, { area: 'profile', action: 'change', studentIds: [target.id] });
    const roles = parseRoles(input.roles.join(' , '));
    await setUserRoles(ctx.deps.db, {
      userId: target.id,
      roles,
      accessDisabled: input.accessDisabled ?? target.accessDisabled,
      now: ctx.deps.now(),
    });
    return (await loadUserDto(ctx.deps.db, target.id))!;
  });
