import { describe, expect, it } from 'vitest';
import { mayManageSchoolRoster } from './roles.ts';
import {
  isRosterInviteUsable,
  mayInviteRosterRowNow,
  rosterInviteExpiresAt,
  rosterInviteSkipReason,
  verifiesOnArrival,
} from './roster-invitation.ts';

const at = (iso: string) => new Date(iso);

describe('once a day per person, Hong Kong calendar day', () => {
  it('allows the first invitation', () => {
    expect(mayInviteRosterRowNow(null, at('2026-09-01T02:00:00Z'))).toBe(true);
  });
  it('refuses a second one the same Hong Kong day, even 15 hours later', () => {
    // 00:30 and 15:30 HK on 1 Sep
    expect(mayInviteRosterRowNow(at('2026-08-31T16:30:00Z'), at('2026-09-01T07:30:00Z'))).toBe(false);
  });
  it('allows the next Hong Kong day, even one hour later across HK midnight', () => {
    // 23:30 HK on 1 Sep, then 00:30 HK on 2 Sep (both 1 Sep in UTC)
    expect(mayInviteRosterRowNow(at('2026-09-01T15:30:00Z'), at('2026-09-01T16:30:00Z'))).toBe(true);
  });
  it('counts the day in Hong Kong, not UTC', () => {
    // 07:00 HK and 09:00 HK on 2 Sep: different UTC days, same HK day
    expect(mayInviteRosterRowNow(at('2026-09-01T23:00:00Z'), at('2026-09-02T01:00:00Z'))).toBe(false);
  });
});

describe('invitation links', () => {
  const now = at('2026-09-01T02:00:00Z');
  it('expire after seven days', () => {
    expect(rosterInviteExpiresAt(now).toISOString()).toBe('2026-09-08T02:00:00.000Z');
  });
  it('are usable before expiry on a current row only', () => {
    const expires = rosterInviteExpiresAt(now);
    expect(isRosterInviteUsable({ inviteExpiresAt: expires, leftAt: null }, now)).toBe(true);
    expect(isRosterInviteUsable({ inviteExpiresAt: expires, leftAt: null }, expires)).toBe(false);
    expect(isRosterInviteUsable({ inviteExpiresAt: expires, leftAt: now }, now)).toBe(false);
    expect(isRosterInviteUsable({ inviteExpiresAt: null, leftAt: null }, now)).toBe(false);
  });
});

describe('who is skipped', () => {
  const now = at('2026-09-01T02:00:00Z');
  const row = { phone: '91234567', userId: null, leftAt: null, invitedAt: null };
  it('invites a listed, unregistered row with a phone', () => {
    expect(rosterInviteSkipReason(row, now)).toBeNull();
  });
  it('names the reason otherwise', () => {
    expect(rosterInviteSkipReason({ ...row, leftAt: now }, now)).toBe('left');
    expect(rosterInviteSkipReason({ ...row, userId: 'u1' }, now)).toBe('registered');
    expect(rosterInviteSkipReason({ ...row, phone: null }, now)).toBe('noPhone');
    expect(rosterInviteSkipReason({ ...row, invitedAt: at('2026-09-01T01:00:00Z') }, now)).toBe(
      'invitedToday',
    );
  });
});

describe('verified on arrival', () => {
  const base = { phoneProven: true, rosterRole: 'student', accountRole: 'student' as const, leftAt: null };
  it('needs a proven phone, a current student row and a student account', () => {
    expect(verifiesOnArrival(base)).toBe(true);
    expect(verifiesOnArrival({ ...base, phoneProven: false })).toBe(false);
    expect(verifiesOnArrival({ ...base, leftAt: new Date() })).toBe(false);
    expect(verifiesOnArrival({ ...base, rosterRole: 'teacher' })).toBe(false);
    expect(verifiesOnArrival({ ...base, accountRole: 'teacher' })).toBe(false);
  });
});

describe('mayManageSchoolRoster', () => {
  const teacher = { employmentStatus: 'Active', schoolId: 's1', schoolRoles: ['Career Teacher'] };
  it('allows admins and active career teachers of the school', () => {
    expect(mayManageSchoolRoster({ isAdmin: true, teacher: null }, 's1')).toBe(true);
    expect(mayManageSchoolRoster({ isAdmin: false, teacher }, 's1')).toBe(true);
  });
  it('refuses other schools, other roles and teachers not yet active', () => {
    expect(mayManageSchoolRoster({ isAdmin: false, teacher }, 's2')).toBe(false);
    expect(
      mayManageSchoolRoster(
        { isAdmin: false, teacher: { ...teacher, schoolRoles: ['Class teacher'] } },
        's1',
      ),
    ).toBe(false);
    expect(
      mayManageSchoolRoster(
        { isAdmin: false, teacher: { ...teacher, employmentStatus: 'Unverified' } },
        's1',
      ),
    ).toBe(false);
    expect(mayManageSchoolRoster({ isAdmin: false, teacher: null }, 's1')).toBe(false);
  });
});
