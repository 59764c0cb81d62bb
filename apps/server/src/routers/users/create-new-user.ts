import { ROLE_SECONDARY, ROLE_TEACHER, ROLE_UNI_CLIENT, ROLE_UNI_STUDENT } from '@waypoint/domain';
import { z } from 'zod';
import { completeSignIn } from '../../services/auth/sign-in.ts';
import { registerUser } from '../../services/users/register-user.ts';
import { email, hkMobile, newPassword, optionalText, requiredText, smsCode } from '../../trpc/inputs.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

export const createNewUserInput = z
  .object({
    phone: hkMobile,
    code: smsCode.optional(),
    /** The spec's skip button (enabled after 10 s): the account is created with an unverified phone. */
    skipVerification: z.boolean().optional(),
    role: z.enum([ROLE_SECONDARY, ROLE_TEACHER, ROLE_UNI_STUDENT, ROLE_UNI_CLIENT]),
    fullName: requiredText(100),
    preferredName: optionalText(100),
    chineseName: optionalText(100),
    email,
    password: newPassword,
    confirmPassword: z.string().max(200),
    schoolId: optionalText(64),
    newSchoolName: optionalText(120),
    class: optionalText(10),
    studentNumber: optionalText(20),
    yearDSE: z.number().int().min(2000).max(2100).nullish(),
    yearOfStudy: optionalText(20),
    schoolRoles: z.array(z.string().trim().min(1).max(60)).max(10).optional(),
    /** A `/u/:programId` link's programme (university students). */
    programId: z.number().int().positive().max(2_147_483_647).nullish(),
    /** A `/c/:clientId` link's organisation (university clients). */
    clientId: optionalText(64),
    /** An admin's invitation link's token (`/c/:clientId?invite=…`): the client is approved at sign-up. */
    clientInvite: optionalText(100),
    /** A school's class-list invitation token (`/register?invite=…`, decision 027). */
    rosterInvite: optionalText(100),
    devicePlatforms: z.array(z.string().max(30)).max(10).optional(),
    /** The collection statement version the form showed (PICS_VERSION); only the current one is accepted. */
    picsVersion: z.string().trim().min(1).max(20),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'errors.inconsistentPasswords',
    path: ['confirmPassword'],
  })
  .refine((v) => v.role !== ROLE_SECONDARY || typeof v.yearDSE === 'number', {
    message: 'errors.required',
    path: ['yearDSE'],
  });

/** Spec call createNewUser: registration, then the new person is signed in. */
export const createNewUser = publicProcedure
  .input(createNewUserInput)
  .use(signInLimit('register', (input: { phone: string }) => input.phone))
  .mutation(async ({ ctx, input }) => {
    const created = await registerUser(ctx.deps, input);
    const signedIn = await completeSignIn(ctx, created, 'register');
    return { ...signedIn, arrival: created.arrival };
  });
