import { fileIdFromUrl, LANGS, ROLE_SECONDARY, rankInFormRequired } from '@waypoint/domain';
import { z } from 'zod';
import { setProfilePic } from '../../services/users/set-profile-pic.ts';
import { updatePreferences } from '../../services/users/update-preferences.ts';
import { contactChanges, updateProfile } from '../../services/users/update-profile.ts';
import { loadUserDto } from '../../services/users/user-dto.ts';
import { claimUpload, uploaderKey } from '../../storage/uploads.ts';
import { refuseCredentialChange } from '../../trpc/credential-change.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure, signedInProcedure } from '../../trpc/procedures.ts';
import { profileFields } from './profile-input.ts';

/** Spec call getLoggedInUser: null for visitors rather than an error, so public pages can ask. */
export const getLoggedInUser = publicProcedure.query(async ({ ctx }) => {
  if (!ctx.user) return null;
  return loadUserDto(ctx.deps.db, ctx.user.row.id, ctx.user.appRole);
});

export const updateUser = signedInProcedure.input(profileFields).mutation(async ({ ctx, input }) => {
  const { db } = ctx.deps;
  const changes = contactChanges(ctx.user.row, input);
  if (changes.email || changes.phone) {
    refuseCredentialChange(ctx, { ownAccount: true });
  }
  await updateProfile(db, {
    target: ctx.user.row,
    rankRequired: rankInFormRequired({
      isSecondaryStudent: ctx.user.roles.includes(ROLE_SECONDARY),
      isAdmin: ctx.user.isAdmin,
    }),
    fields: input,
    now: ctx.deps.now(),
    changedBy: 'self',
  });
  return (await loadUserDto(db, ctx.user.row.id, ctx.user.appRole))!;
});

export const updateUserDarkThemeSetting = signedInProcedure
  .input(z.object({ enabledDarkTheme: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await updatePreferences(ctx.deps.db, ctx.user.row.id, { darkTheme: input.enabledDarkTheme });
    return { ok: true as const };
  });

export const updateUserAppLanguage = signedInProcedure
  .input(z.object({ locale: z.enum(LANGS) }))
  .mutation(async ({ ctx, input }) => {
    await updatePreferences(ctx.deps.db, ctx.user.row.id, { preferredLang: input.locale });
    return { ok: true as const };
  });

/** The picture must be a file this user uploaded; the previous picture is deleted (spec 3 §4). */
export const updateLoggedInUserProfilePic = signedInProcedure
  .input(z.object({ imageLink: z.string().max(200) }))
  .mutation(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    const fileId = fileIdFromUrl(input.imageLink);
    if (!fileId) fail('BAD_REQUEST', 'errors.invalidFileLink');
    const claimed = await claimUpload(db, {
      fileId,
      purposes: ['profile'],
      userId: ctx.user.row.id,
      uploaderKey: uploaderKey(ctx.deps.secret, ctx.ip),
      now: ctx.deps.now(),
      reusable: true,
    });
    if (!claimed) fail('BAD_REQUEST', 'errors.invalidFileLink');
    const oldId = ctx.user.row.profilePic ? fileIdFromUrl(ctx.user.row.profilePic) : null;
    await setProfilePic(ctx.deps, {
      userId: ctx.user.row.id,
      imageLink: input.imageLink,
      removeFileId: oldId && oldId !== fileId ? oldId : null,
    });
    return { ok: true as const };
  });
