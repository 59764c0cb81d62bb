import { describe, expect, it } from 'vitest';
import {
  CLIENT_INVITATION_DAYS,
  clientInvitationExpiresAt,
  clientStanding,
  isClientInvitationUsable,
  isVerifiedStudent,
  mayApproveClient,
  seesOtherParticipants,
} from './who-may-join.ts';

describe('clientStanding', () => {
  it('needs the client role and an organisation, then an approval', () => {
    expect(clientStanding({ roles: 'university-client', clientId: 'org', clientApprovedAt: null })).toBe(
      'waiting',
    );
    expect(
      clientStanding({ roles: ['university-client'], clientId: 'org', clientApprovedAt: new Date() }),
    ).toBe('approved');
    expect(clientStanding({ roles: 'university-client', clientId: null, clientApprovedAt: null })).toBe(
      'notClient',
    );
    expect(
      clientStanding({ roles: 'university-student', clientId: 'org', clientApprovedAt: new Date() }),
    ).toBe('notClient');
  });
});

describe('mayApproveClient', () => {
  const target = { id: 't', clientId: 'org' };
  it('lets an admin approve anyone, the first client of an organisation included', () => {
    expect(mayApproveClient({ id: 'a', isAdmin: true, clientId: null, clientApproved: false }, target)).toBe(
      true,
    );
  });
  it('lets an approved client approve colleagues of the same organisation only', () => {
    const colleague = { id: 'c', isAdmin: false, clientId: 'org', clientApproved: true };
    expect(mayApproveClient(colleague, target)).toBe(true);
    expect(mayApproveClient(colleague, { id: 't', clientId: 'other' })).toBe(false);
    expect(mayApproveClient({ ...colleague, clientApproved: false }, target)).toBe(false);
  });
  it('lets nobody but an admin approve themselves', () => {
    expect(mayApproveClient({ id: 't', isAdmin: false, clientId: 'org', clientApproved: true }, target)).toBe(
      false,
    );
  });
});

describe('client invitations', () => {
  const created = new Date('2026-03-01T00:00:00+08:00');
  const expiresAt = clientInvitationExpiresAt(created);
  it('last a week and open one account', () => {
    expect(expiresAt.getTime() - created.getTime()).toBe(CLIENT_INVITATION_DAYS * 86_400_000);
    expect(isClientInvitationUsable({ expiresAt, usedAt: null }, created)).toBe(true);
    expect(isClientInvitationUsable({ expiresAt, usedAt: created }, created)).toBe(false);
    expect(isClientInvitationUsable({ expiresAt, usedAt: null }, expiresAt)).toBe(false);
  });
});

describe('student verification', () => {
  it('is a Yes from a teacher; No or nothing is not', () => {
    expect(isVerifiedStudent('Yes')).toBe(true);
    for (const v of ['No', null, undefined, '', 'yes']) expect(isVerifiedStudent(v)).toBe(false);
  });
  it('gates who sees other participants', () => {
    expect(seesOtherParticipants({ isStaff: true, verificationResult: null })).toBe(true);
    expect(seesOtherParticipants({ isStaff: false, verificationResult: 'Yes' })).toBe(true);
    expect(seesOtherParticipants({ isStaff: false, verificationResult: null })).toBe(false);
    expect(seesOtherParticipants({ isStaff: false, verificationResult: 'No' })).toBe(false);
  });
});
