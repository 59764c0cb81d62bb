import { parseVerificationResult } from './admission/verification.ts';
import { parseRoles, ROLE_UNI_CLIENT } from './roles.ts';

/**
 * Who may join (docs/decisions/018-who-may-join.md). Signing up proves a phone number at most: a university
 * client acts for its organisation only once approved, and a secondary student sees other students' names
 * only once a teacher of the school has verified them.
 */

/** An admin's invitation link for a client organisation lasts a week and opens one account. */
export const CLIENT_INVITATION_DAYS = 7;

export type ClientStanding = 'notClient' | 'waiting' | 'approved';

/** Where a client account stands: not a client (no role or no organisation), waiting, or approved. */
export function clientStanding(user: {
  roles: string | readonly string[];
  clientId: string | null;
  clientApprovedAt: Date | string | null;
}): ClientStanding {
  const roles = typeof user.roles === 'string' ? parseRoles(user.roles) : user.roles;
  if (!roles.includes(ROLE_UNI_CLIENT) || !user.clientId) return 'notClient';
  return user.clientApprovedAt ? 'approved' : 'waiting';
}

/**
 * Who may approve (or withdraw the approval of) a client account: an admin, or an approved client of the
 * same organisation — so the first client of an organisation is always approved by an admin. Nobody approves
 * themselves.
 */
export function mayApproveClient(
  actor: { id: string; isAdmin: boolean; clientId: string | null; clientApproved: boolean },
  target: { id: string; clientId: string | null },
): boolean {
  if (actor.id === target.id) return actor.isAdmin;
  if (actor.isAdmin) return true;
  return actor.clientApproved && actor.clientId !== null && actor.clientId === target.clientId;
}

/** An invitation opens an account while it is unused and unexpired. */
export function isClientInvitationUsable(
  invitation: { expiresAt: Date; usedAt: Date | null },
  now: Date,
): boolean {
  return invitation.usedAt === null && now.getTime() < invitation.expiresAt.getTime();
}

export function clientInvitationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CLIENT_INVITATION_DAYS * 24 * 60 * 60 * 1000);
}

/** A teacher of the school (or an admin) said Yes to the student's data; No or nothing is not verified. */
export function isVerifiedStudent(verificationResult: string | null | undefined): boolean {
  return parseVerificationResult(verificationResult) === 'Yes';
}

/**
 * Whether a viewer of a session list may see people other than themselves: staff always; anyone else only
 * once verified, so an account made up for a school learns no one's name there.
 */
export function seesOtherParticipants(viewer: {
  isStaff: boolean;
  verificationResult: string | null | undefined;
}): boolean {
  return viewer.isStaff || isVerifiedStudent(viewer.verificationResult);
}
