import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyVotesKey,
  groupHeading,
  groupParticipants,
  type MyVote,
  personName,
  type SessionPerson,
  shortlistIds,
  voteRow,
} from './session-list-view';

const person = (userId: string, group: string): SessionPerson => ({
  userId,
  fullName: `Name ${userId}`,
  chineseName: userId === 'a' ? '陳大文' : null,
  preferredName: null,
  schoolId: 'beacon1',
  schoolName: 'Beacon',
  schoolNameChi: null,
  kind: 'student',
  response: 'Attended',
  attended: true,
  group,
  groupClass: '4A',
  details: null,
  teacher: null,
});
const vote = (targetUserId: string, reaction: 'like' | 'dislike' | null, order: number | null): MyVote => ({
  targetUserId,
  reaction,
  grade: null,
  reason: null,
  order,
});

describe('session list view', () => {
  it('groups people by group key in first-seen order', () => {
    const groups = groupParticipants([person('a', 'B 5A'), person('b', 'B 5B'), person('c', 'B 5A')]);
    expect(groups.map(([g, ps]) => [g, ps.map((p) => p.userId)])).toEqual([
      ['B 5A', ['a', 'c']],
      ['B 5B', ['b']],
    ]);
  });
  it('shortlists liked people, ordered ones first', () => {
    expect(
      shortlistIds([
        vote('x', 'like', null),
        vote('y', 'like', 2),
        vote('z', 'like', 1),
        vote('w', 'dislike', 3),
      ]),
    ).toEqual(['z', 'y', 'x']);
  });
  it('shows the Chinese name in Chinese', () => {
    expect(personName(person('a', ''), 'zh-HK')).toBe('陳大文');
    expect(personName(person('a', ''), 'en')).toBe('Name a');
    expect(personName(person('b', ''), 'zh-HK')).toBe('Name b');
  });
  it('sends a grade only for staff and trims remarks', () => {
    const draft = { ...draftOf(undefined), reaction: 'like' as const, grade: 'Good' as const, reason: '  ' };
    expect(voteRow('t', draft, false)).toEqual({ targetUserId: 't', reaction: 'like', reason: null });
    expect(voteRow('t', draft, true)).toEqual({
      targetUserId: 't',
      reaction: 'like',
      reason: null,
      grade: 'Good',
    });
  });
});

describe('groupHeading', () => {
  it('names the school in the reader’s language with the class, not the short code', () => {
    const p = { schoolName: 'Beacon College (Demo)', schoolNameChi: '燈塔書院（示範）', groupClass: '4A' };
    expect(groupHeading(p, 'zh-HK')).toEqual({ school: '燈塔書院（示範）', class: '4A' });
    expect(groupHeading(p, 'en')).toEqual({ school: 'Beacon College (Demo)', class: '4A' });
    expect(groupHeading({ ...p, schoolNameChi: null, groupClass: null }, 'zh-HK')).toEqual({
      school: 'Beacon College (Demo)',
      class: null,
    });
  });
});

describe('emptyVotesKey (issue 24 item 6)', () => {
  const list = (o: { staff?: boolean; anchor?: string; people?: number; hidden?: boolean }) => ({
    fields: { shortlist: o.staff ?? false },
    session: { anchorEventId: o.anchor ?? 'work-seminar' },
    participants: Array.from({ length: o.people ?? 0 }, (_, i) => person(String(i), 'g')),
    namesHidden: o.hidden ?? false,
  });

  it('never asks a student to tap a name when none is shown', () => {
    expect(emptyVotesKey(list({}))).toBe('empty.presentersOnly');
    expect(emptyVotesKey(list({ hidden: true }))).toBe('empty.notVerified');
    expect(emptyVotesKey(list({ people: 2 }))).toBe('empty.tapPresenter');
    expect(emptyVotesKey(list({ anchor: 'work-workshop-2', people: 6 }))).toBe('empty.voted');
  });

  it('keeps the shortlist hint for staff who see the participants', () => {
    expect(emptyVotesKey(list({ staff: true, people: 3 }))).toBe('empty.shortlisted');
    expect(emptyVotesKey(list({ staff: true }))).toBe('empty.participants');
  });
});
