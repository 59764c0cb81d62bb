import { describe, expect, it } from 'vitest';
import {
  claimParagraph,
  draftFromClaims,
  MAX_SELECTED_CLAIMS,
  slpAccess,
  slpClosesAt,
  slpWordCount,
  withinClaimLimit,
} from '../index.ts';

describe('slpWordCount (spec 3 §2: CJK characters and digits plus Latin words)', () => {
  it('counts each Chinese character and each digit, and each English word once', () => {
    expect(slpWordCount('我喜歡數學')).toBe(5);
    expect(slpWordCount('I like maths')).toBe(3);
    expect(slpWordCount('2026')).toBe(4);
  });

  it('counts mixed Chinese and English text', () => {
    // 我(1)在(2) STEM(3) 比賽(5)得到(7) 2(8) 個(9) awards(10)，很(11)開心(13)
    expect(slpWordCount('我在STEM比賽得到2個awards，很開心')).toBe(13);
    expect(slpWordCount('我是 team leader，帶領 3 位同學完成 project。')).toBe(13);
  });

  it('does not count punctuation, spaces or emoji, and keeps contractions and hyphens one word', () => {
    expect(slpWordCount('  ，。！？ ... 🙂 ')).toBe(0);
    expect(slpWordCount("I don't give up; I'm well-known for it.")).toBe(8);
    expect(slpWordCount('')).toBe(0);
  });
});

describe('claims', () => {
  const claim = (selected: boolean, type = 'claim') => ({ selected, type });
  it('allows at most 5 selected claims, the strength aside', () => {
    expect(MAX_SELECTED_CLAIMS).toBe(5);
    expect(withinClaimLimit([...Array(5)].map(() => claim(true)))).toBe(true);
    expect(withinClaimLimit([...Array(6)].map(() => claim(true)))).toBe(false);
    expect(withinClaimLimit([...[...Array(5)].map(() => claim(true)), claim(true, 'strength')])).toBe(true);
    expect(withinClaimLimit([...[...Array(5)].map(() => claim(true)), claim(false)])).toBe(true);
  });

  it('copies the selected claims, in order, with their elaboration into the draft', () => {
    const draft = draftFromClaims([
      { text: 'Team work', elaboration: 'Led a robotics team.', selected: true, type: 'claim', order: 2 },
      { text: 'Curious', elaboration: null, selected: true, type: 'claim', order: 1 },
      { text: 'Not chosen', elaboration: 'x', selected: false, type: 'claim', order: 0 },
      { text: 'My strength', elaboration: null, selected: true, type: 'strength', order: 1 },
    ]);
    expect(draft).toBe('Curious.\n\nTeam work. Led a robotics team.');
  });
});

describe('claimParagraph (issue 24: a claim and its elaboration as one well-formed paragraph)', () => {
  it("never glues a mark to the claim's own full stop", () => {
    expect(claimParagraph('Class monitor (2024–25).', '我擔任班長，協助老師。')).toBe(
      'Class monitor (2024–25). 我擔任班長，協助老師。',
    );
    expect(claimParagraph('班長 (2024–25)。', '我擔任班長')).toBe('班長 (2024–25)。我擔任班長。');
  });

  it('closes an open claim with a full stop in its own script before the elaboration', () => {
    expect(claimParagraph('Class monitor (2024–25)', '我擔任班長')).toBe(
      'Class monitor (2024–25). 我擔任班長。',
    );
    expect(claimParagraph('我 帶領學校機械人隊', '我們打入決賽,很開心')).toBe(
      '我 帶領學校機械人隊。我們打入決賽,很開心。',
    );
    expect(claimParagraph('班長（2024–25）', '協助老師')).toBe('班長（2024–25）。協助老師。');
    expect(claimParagraph('班長 (2024–25)', '我擔任班長')).toBe('班長 (2024–25)。我擔任班長。');
    expect(claimParagraph('Robotics 隊長', 'Led the team')).toBe('Robotics 隊長。Led the team.');
    expect(claimParagraph('i led the team', 'we reached the final .it was hard')).toBe(
      'i led the team. we reached the final .it was hard.',
    );
  });

  it('keeps a claim that leads into its elaboration, and a claim or elaboration alone', () => {
    expect(claimParagraph('Awards:', 'two science prizes.')).toBe('Awards: two science prizes.');
    expect(claimParagraph('獎項：', '兩個科學獎。')).toBe('獎項：兩個科學獎。');
    expect(claimParagraph('  He said "yes!"  ', null)).toBe('He said "yes!"');
    expect(claimParagraph('Curious', '  ')).toBe('Curious.');
    expect(claimParagraph('', 'Only this')).toBe('Only this.');
    expect(claimParagraph(' ', null)).toBe('');
  });
});

describe('slpAccess (spec 3 §4)', () => {
  const seminar = (iso: string) => ({ anchorEventId: 'work-seminar', startTime: new Date(iso) });

  it('closes at 23:59 Hong Kong time the day after the event', () => {
    // 14:00 HK on 3 Nov; closes 23:59 HK on 4 Nov = 15:59Z.
    expect(slpClosesAt(new Date('2026-11-03T06:00:00Z')).toISOString()).toBe('2026-11-04T15:59:00.000Z');
    // 01:00 HK on 4 Nov is 17:00Z on 3 Nov: the HK date counts.
    expect(slpClosesAt(new Date('2026-11-03T17:00:00Z')).toISOString()).toBe('2026-11-05T15:59:00.000Z');
  });

  it('lets an attendee edit until then, and only reads afterwards', () => {
    const attended = [seminar('2026-11-03T06:00:00Z')];
    expect(slpAccess({ isAdmin: false, attended, now: new Date('2026-11-04T15:58:59Z') })).toMatchObject({
      canEdit: true,
      reason: 'open',
    });
    expect(slpAccess({ isAdmin: false, attended, now: new Date('2026-11-04T15:59:00Z') })).toMatchObject({
      canEdit: false,
      reason: 'closed',
    });
  });

  it('counts seminar, campus visit and workshop 2 only, the latest deciding; admins always edit', () => {
    const now = new Date('2026-11-10T04:00:00Z');
    const other = { anchorEventId: 'work-workshop-1', startTime: new Date('2026-11-10T01:00:00Z') };
    expect(slpAccess({ isAdmin: false, attended: [other], now }).reason).toBe('none');
    const visit = { anchorEventId: 'work-campus-visit', startTime: new Date('2026-11-09T02:00:00Z') };
    expect(
      slpAccess({ isAdmin: false, attended: [seminar('2026-10-01T06:00:00Z'), visit], now }).canEdit,
    ).toBe(true);
    expect(slpAccess({ isAdmin: true, attended: [], now })).toMatchObject({ canEdit: true, reason: 'admin' });
  });
});
