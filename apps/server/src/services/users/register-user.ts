import { schema } from '@waypoint/db';
import {
  formatRoles,
  isCurrentPicsVersion,
  ROLE_SECONDARY,
  ROLE_TEACHER,
  ROLE_UNI_CLIENT,
  ROLE_UNI_STUDENT,
} from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import type { AppDeps } from '../../deps.ts';
import { verifySmsCode } from '../auth/sms-codes.ts';
import { fail } from '../errors.ts';
import { findAccountByPhone, requireUsableRosterInvite, spendRosterInvite } from '../roster/invite-links.ts';
import { applyRosterRow, findCurrentRosterRowByPhone } from '../roster/link-accounts.ts';
import { findOrAddSchool } from '../schools/add-school.ts';
import { isSmsVerificationOn } from '../settings/get-setting.ts';
import { type HeldInvitation, holdClientInvitation, spendClientInvitation } from './client-invitations.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { findUserByPhone } from './find-user-by-phone.ts';

const { users, teachers, schools, programs, clients } = schema;

/** The registration form as checked and trimmed by routers/users/create-new-user.ts. */
export interface NewUser {
  phone: string;
  code?: string | undefined;
  skipVerification?: boolean | undefined;
  role: typeof ROLE_SECONDARY | typeof ROLE_TEACHER | typeof ROLE_UNI_STUDENT | typeof ROLE_UNI_CLIENT;
  fullName: string;
  preferredName: string | null;
  chineseName: string | null;
  email: string;
  password: string;
  schoolId: string | null;
  newSchoolName: string | null;
  class: string | null;
  studentNumber: string | null;
  yearDSE?: number | null | undefined;
  yearOfStudy: string | null;
  schoolRoles?: string[] | undefined;
  programId?: number | null | undefined;
  clientId: string | null;
  clientInvite: string | null;
  devicePlatforms?: string[] | undefined;
  picsVersion: string;
  /** A school's class-list invitation (`/register?invite=…`): it proves the phone and fixes school and class. */
  rosterInvite?: string | null | undefined;
}

/** A listed student's school and class, applied at registration (decision 027); the form's choice yields. */
export interface RosterArrival {
  schoolId: string;
  schoolName: string;
  schoolNameChi: string | null;
  className: string | null;
  /** The form named another school than the list's: the screen says the list won. */
  schoolChanged: boolean;
}

/**
 * Creates the account, and a teacher's waiting teacher record, in one transaction; the caller signs the new
 * person in. Phone, e-mail and the SMS code are checked before anything is written.
 */
export async function registerUser(
  deps: Pick<AppDeps, 'db' | 'secret' | 'now'>,
  form: NewUser,
): Promise<{ id: string; accessDisabled: boolean; arrival: RosterArrival | null }> {
  let input = form;
  const { db } = deps;
  const now = deps.now();
  // A form opened before the statement changed showed other words than the ones the record would name.
  if (!isCurrentPicsVersion(input.picsVersion)) fail('BAD_REQUEST', 'errors.picsOutdated');
  const formSchoolId = form.schoolId;
  if (input.rosterInvite) {
    // The page locks these fields; the server does not trust that it did.
    const listed = await requireUsableRosterInvite(db, input.rosterInvite, now);
    if (await findAccountByPhone(db, listed.phone!)) fail('CONFLICT', 'errors.rosterInviteHasAccount');
    input = {
      ...input,
      phone: listed.phone!,
      role: listed.role === 'teacher' ? ROLE_TEACHER : ROLE_SECONDARY,
      fullName: listed.nameEn,
      chineseName: listed.nameZh ?? input.chineseName,
      schoolId: listed.schoolId,
      newSchoolName: null,
      class: listed.className,
      studentNumber: listed.classNo === null ? input.studentNumber : String(listed.classNo),
    };
  }
  const needsSchool = input.role === ROLE_SECONDARY || input.role === ROLE_TEACHER;
  if (needsSchool && !input.schoolId && !input.newSchoolName) fail('BAD_REQUEST', 'errors.schoolRequired');
  const phoneTaken = await findUserByPhone(db, input.phone);
  if (phoneTaken) fail('CONFLICT', 'errors.registeredPhone');
  const emailTaken = await findUserByEmail(db, input.email);
  if (emailTaken) fail('CONFLICT', 'errors.clashingEmail');
  // The invitation link came to this phone: using it proves the number as a code would.
  let phoneVerified = !!input.rosterInvite;
  if (!phoneVerified && (await isSmsVerificationOn(db)) && !input.skipVerification) {
    if (!input.code) fail('BAD_REQUEST', 'errors.invalidVerificationCode');
    await verifySmsCode(db, {
      phone: input.phone,
      purpose: 'register',
      code: input.code,
      secret: deps.secret,
      now,
    });
    phoneVerified = true;
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
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
    const clientId = input.role === ROLE_UNI_CLIENT ? (invitation?.clientId ?? input.clientId ?? null) : null;
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
        picsVersionSeen: input.picsVersion,
        picsSeenAt: now,
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
    // Verified on arrival (decision 027): only a proven phone counts, never a number merely typed.
    let arrival: RosterArrival | null = null;
    const listed = input.rosterInvite
      ? await requireUsableRosterInvite(tx, input.rosterInvite, now, true)
      : phoneVerified
        ? await findCurrentRosterRowByPhone(tx, input.phone)
        : null;
    // A list re-imported meanwhile with another phone for the row: the link no longer names this person.
    if (input.rosterInvite && listed?.phone !== input.phone)
      fail('BAD_REQUEST', 'errors.rosterInviteUnknown');
    if (listed && (listed.userId === null || input.rosterInvite)) {
      const account = { id: user!.id, roles: formatRoles([input.role]), phoneProven: phoneVerified };
      const applied = await applyRosterRow(tx, listed, account, now);
      if (input.rosterInvite) await spendRosterInvite(tx, listed.id, user!.id, now);
      if (applied === 'verified') {
        const [school] = await tx
          .select({ name: schools.name, nameChi: schools.nameChi })
          .from(schools)
          .where(eq(schools.id, listed.schoolId));
        arrival = {
          schoolId: listed.schoolId,
          schoolName: school?.name ?? listed.schoolId,
          schoolNameChi: school?.nameChi ?? null,
          className: listed.className,
          schoolChanged: !input.rosterInvite && formSchoolId !== listed.schoolId,
        };
      }
    }
    return { ...user!, arrival };
  });
}
