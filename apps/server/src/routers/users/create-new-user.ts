import { schema } from '@waypoint/db';
import {
  formatRoles,
  ROLE_SECONDARY,
  ROLE_TEACHER,
  ROLE_UNI_CLIENT,
  ROLE_UNI_STUDENT,
} from '@waypoint/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../auth/password.ts';
import { completeSignIn } from '../../services/auth/sign-in.ts';
import { verifySmsCode } from '../../services/auth/sms-codes.ts';
import { findOrAddSchool } from '../../services/schools/add-school.ts';
import { isSmsVerificationOn } from '../../services/settings/get-setting.ts';
import {
  type HeldInvitation,
  holdClientInvitation,
  spendClientInvitation,
} from '../../services/users/client-invitations.ts';
import { fail } from '../../trpc/errors.ts';
import { email, hkMobile, newPassword, optionalText, requiredText, smsCode } from '../../trpc/inputs.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

const { users, teachers, schools, programs, clients } = schema;

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
    devicePlatforms: z.array(z.string().max(30)).max(10).optional(),
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
    const { db } = ctx.deps;
    const now = ctx.deps.now();
    const needsSchool = input.role === ROLE_SECONDARY || input.role === ROLE_TEACHER;
    if (needsSchool && !input.schoolId && !input.newSchoolName) fail('BAD_REQUEST', 'errors.schoolRequired');
    const [phoneTaken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (phoneTaken) fail('CONFLICT', 'errors.registeredPhone');
    const [emailTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`);
    if (emailTaken) fail('CONFLICT', 'errors.clashingEmail');
    let phoneVerified = false;
    if ((await isSmsVerificationOn(db)) && !input.skipVerification) {
      if (!input.code) fail('BAD_REQUEST', 'errors.invalidVerificationCode');
      await verifySmsCode(db, {
        phone: input.phone,
        purpose: 'register',
        code: input.code,
        secret: ctx.deps.secret,
        now,
      });
      phoneVerified = true;
    }
    const passwordHash = await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      let schoolId: string | null = null;
      if (needsSchool) {
        if (input.schoolId) {
          const [school] = await tx
            .select({ id: schools.id })
            .from(schools)
            .where(eq(schools.id, input.schoolId));
          if (!school) fail('BAD_REQUEST', 'errors.schoolRequired');
          schoolId = school.id;
        } else {
          schoolId = await findOrAddSchool(tx, input.newSchoolName!);
        }
      }
      const isStudent = input.role === ROLE_SECONDARY;
      // The link's programme or organisation belongs to the account of that role only, and must exist.
      const programId = input.role === ROLE_UNI_STUDENT ? (input.programId ?? null) : null;
      if (programId !== null) {
        const [programme] = await tx
          .select({ id: programs.id })
          .from(programs)
          .where(eq(programs.id, programId));
        if (!programme) fail('BAD_REQUEST', 'errors.programNotFound');
      }
      // A client names any organisation it likes; it acts for it only once approved (decision 018), at once
      // when it signs up through an admin's invitation for that organisation.
      let invitation: HeldInvitation | null = null;
      if (input.role === ROLE_UNI_CLIENT && input.clientInvite) {
        invitation = await holdClientInvitation(tx, {
          token: input.clientInvite,
          clientId: input.clientId ?? null,
          now,
        });
      }
      const clientId =
        input.role === ROLE_UNI_CLIENT ? (invitation?.clientId ?? input.clientId ?? null) : null;
      if (clientId !== null) {
        const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
        if (!client) fail('BAD_REQUEST', 'errors.jobexClientNotFound');
      }
      const [user] = await tx
        .insert(users)
        .values({
          phone: input.phone,
          fullName: input.fullName,
          preferredName: input.preferredName,
          chineseName: input.chineseName,
          email: input.email,
          passwordHash,
          roles: formatRoles([input.role]),
          schoolId,
          class: isStudent ? input.class : null,
          studentNumber: isStudent ? input.studentNumber : null,
          yearDSE: isStudent ? (input.yearDSE ?? null) : null,
          yearOfStudy: input.role === ROLE_UNI_STUDENT ? input.yearOfStudy : null,
          programId,
          clientId,
          clientApprovedAt: invitation ? now : null,
          clientApprovedBy: invitation?.createdBy ?? null,
          isPhoneVerified: phoneVerified,
          devicePlatforms: input.devicePlatforms ?? [],
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, accessDisabled: users.accessDisabled });
      if (invitation) await spendClientInvitation(tx, { id: invitation.id, userId: user!.id, now });
      if (input.role === ROLE_TEACHER) {
        // A new teacher waits for the principal (or an admin) to confirm they work at the school.
        await tx.insert(teachers).values({
          userId: user!.id,
          schoolId,
          employmentStatus: 'Unverified',
          schoolRoles: input.schoolRoles ?? [],
        });
      }
      return user!;
    });
    return completeSignIn(ctx, created, 'register');
  });
