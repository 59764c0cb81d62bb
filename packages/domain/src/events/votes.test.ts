import { describe, expect, it } from 'vitest';
import {
  assignShortlistOrder,
  emptyVotesReason,
  isSessionParticipant,
  moveInShortlist,
  rankPresenters,
  sessionListTabs,
  showsInTeacherList,
  toggleReaction,
  visibleSessionFields,
  voteChanged,
} from './votes.ts';

const likes = (target: string, n: number) =>
  Array.from({ length: n }, () => ({ targetUserId: target, reaction: 'like' as const }));

describe('rankPresenters (spec 1 §4.3)', () => {
  it('ranks by likes and lets ties share a rank: 5,3,3,1 → 1,2,2,4', () => {
    const ranked = rankPresenters([...likes('d', 1), ...likes('b', 3), ...likes('a', 5), ...likes('c', 3)]);
    expect(ranked.map((r) => [r.targetUserId, r.likes, r.rank])).toEqual([
      ['a', 5, 1],
      ['b', 3, 2],
      ['c', 3, 2],
      ['d', 1, 4],
    ]);
  });
  it('leaves out people with no like; dislikes do not count', () => {
    const ranked = rankPresenters([
      { targetUserId: 'x', reaction: 'dislike' },
      { targetUserId: 'y', reaction: null },
      ...likes('z', 2),
    ]);
    expect(ranked).toEqual([{ targetUserId: 'z', likes: 2, rank: 1 }]);
  });
  it('gives everyone rank 1 when all tie', () => {
    expect(rankPresenters([...likes('a', 2), ...likes('b', 2)]).map((r) => r.rank)).toEqual([1, 1]);
  });
  it('is empty with no votes', () => {
    expect(rankPresenters([])).toEqual([]);
  });
});

describe('sessionListTabs (spec 1 §2.4)', () => {
  const admin = { isAdmin: true, isStaff: true };
  const teacher = { isAdmin: false, isStaff: true };
  const student = { isAdmin: false, isStaff: false };
  it('admins see every tab on a workshop-2 session', () => {
    expect(sessionListTabs(admin, 'work-workshop-2').map((t) => t.key)).toEqual([
      'participants',
      'outstandingVideo',
      'byGroups',
      'shortlisted',
      'bestPresenters',
    ]);
  });
  it('teachers do not see Outstanding video; By groups only for workshop-2', () => {
    expect(sessionListTabs(teacher, 'work-seminar').map((t) => t.key)).toEqual([
      'participants',
      'shortlisted',
      'bestPresenters',
    ]);
  });
  it('students never see the Participants tab; By groups is labelled Participants for them', () => {
    const tabs = sessionListTabs(student, 'work-workshop-2');
    expect(tabs).toEqual([
      { key: 'byGroups', label: 'participants' },
      { key: 'shortlisted', label: 'shortlisted' },
      { key: 'bestPresenters', label: 'bestPresenters' },
    ]);
    expect(tabs.some((t) => t.key === 'participants' || t.key === 'outstandingVideo')).toBe(false);
  });
  it('students on a session without groups see their votes and the best presenters only', () => {
    expect(sessionListTabs(student, 'work-seminar').map((t) => t.key)).toEqual([
      'shortlisted',
      'bestPresenters',
    ]);
    expect(sessionListTabs(student, null).map((t) => t.key)).toEqual(['shortlisted', 'bestPresenters']);
  });
});

describe('visible fields and teacher lists (spec 1 §6)', () => {
  it('students see name and school only, no grade or shortlist', () => {
    expect(visibleSessionFields({ isAdmin: false, isStaff: false })).toEqual({
      staffDetails: false,
      grade: false,
      shortlist: false,
    });
  });
  it('staff see details, grade and shortlist', () => {
    expect(visibleSessionFields({ isAdmin: false, isStaff: true })).toEqual({
      staffDetails: true,
      grade: true,
      shortlist: true,
    });
  });
  it('admins see admin users in teacher lists; others do not', () => {
    expect(showsInTeacherList({ isAdmin: true }, { isAdmin: true })).toBe(true);
    expect(showsInTeacherList({ isAdmin: true }, { isAdmin: false })).toBe(false);
    expect(showsInTeacherList({ isAdmin: false }, { isAdmin: false })).toBe(true);
  });
});

describe('shortlist order', () => {
  it('numbers from 1 and drops repeats', () => {
    expect(assignShortlistOrder(['b', 'a', 'b', 'c'])).toEqual([
      { targetUserId: 'b', order: 1 },
      { targetUserId: 'a', order: 2 },
      { targetUserId: 'c', order: 3 },
    ]);
  });
  it('moves an item and ignores moves outside the list', () => {
    expect(moveInShortlist(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveInShortlist(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('vote modal', () => {
  const base = { reaction: 'like' as const, grade: null, reason: 'clear' };
  it('saves on close only when something changed', () => {
    expect(voteChanged(base, { ...base, reason: ' clear ' })).toBe(false);
    expect(voteChanged(base, { ...base, grade: 'Good' })).toBe(true);
    expect(voteChanged(base, { ...base, reaction: null })).toBe(true);
  });
  it('tapping the same reaction clears it', () => {
    expect(toggleReaction('like', 'like')).toBeNull();
    expect(toggleReaction('like', 'dislike')).toBe('dislike');
    expect(toggleReaction(null, 'like')).toBe('like');
  });
});

describe('isSessionParticipant', () => {
  it('counts applied, confirmed and attended; not withdrawn, unsubscribed or waiting-listed', () => {
    expect(['Yes', 'Confirmed', 'Attended'].every((response) => isSessionParticipant({ response }))).toBe(
      true,
    );
    expect(['No', 'Unsubscribed', ''].some((response) => isSessionParticipant({ response }))).toBe(false);
    expect(isSessionParticipant({ response: 'Yes', waitlisted: true })).toBe(false);
  });
});

describe('emptyVotesReason: an empty Voted tab says why (issue 24 item 6)', () => {
  const student = { isAdmin: false, isStaff: false };
  const teacher = { isAdmin: false, isStaff: true };
  const seminar = 'work-seminar';

  it('tells a student on a session without groups that no presenter has been liked yet', () => {
    // 91000003 on the seminar: no Participants tab, no likes, so no name anywhere.
    expect(
      emptyVotesReason({ viewer: student, anchorEventId: seminar, peopleShown: 0, namesHidden: false }),
    ).toBe('presentersOnly');
  });

  it('points a student to Best presenters once some presenters are shown there', () => {
    expect(
      emptyVotesReason({ viewer: student, anchorEventId: seminar, peopleShown: 2, namesHidden: false }),
    ).toBe('tapPresenter');
  });

  it('tells an unverified student why they see no one', () => {
    expect(
      emptyVotesReason({ viewer: student, anchorEventId: seminar, peopleShown: 0, namesHidden: true }),
    ).toBe('notVerified');
  });

  it('asks to tap a name only where names are listed', () => {
    expect(
      emptyVotesReason({
        viewer: student,
        anchorEventId: 'work-workshop-2',
        peopleShown: 6,
        namesHidden: false,
      }),
    ).toBe('tapName');
    expect(
      emptyVotesReason({ viewer: teacher, anchorEventId: seminar, peopleShown: 3, namesHidden: false }),
    ).toBe('tapName');
    expect(
      emptyVotesReason({ viewer: teacher, anchorEventId: seminar, peopleShown: 0, namesHidden: false }),
    ).toBe('noParticipants');
  });
});
