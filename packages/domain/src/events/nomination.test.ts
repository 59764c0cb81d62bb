import { describe, expect, it } from 'vitest';
import {
  attendedEarlierSession,
  canRejectSelection,
  hasConfirmedNomination,
  NOMINATION_CAP,
  type NominationEvent,
  nominationBlock,
  nominationSeatShortfall,
} from './nomination.ts';

const now = new Date('2026-11-23T02:00:00Z');
const event: NominationEvent = {
  id: 'e1',
  startTime: new Date('2026-12-01T02:00:00Z'),
  anchorEventId: 'work-seminar',
  clientId: 'hku',
  nominationsCount: 0,
};

describe('nominationBlock (spec 1 §5)', () => {
  it('allows a student in a future event with room', () => {
    expect(nominationBlock({ event, attendedEarlier: false, selectedCount: 0, now })).toBeNull();
  });

  it('blocks a student no teacher has verified (decision 018)', () => {
    const o = { event, attendedEarlier: false, selectedCount: 0, now };
    expect(nominationBlock({ ...o, verified: false })).toBe('notVerified');
    expect(nominationBlock({ ...o, verified: true })).toBeNull();
  });

  it('blocks once the event has started', () => {
    const started = { ...event, startTime: new Date(now.getTime() - 1) };
    expect(nominationBlock({ event: started, attendedEarlier: false, selectedCount: 0, now })).toBe(
      'eventStarted',
    );
    const atNow = { ...event, startTime: now };
    expect(nominationBlock({ event: atNow, attendedEarlier: false, selectedCount: 0, now })).toBeNull();
  });

  it('blocks a student who attended an earlier session of the same anchor and client', () => {
    const earlier = {
      startTime: new Date('2026-10-01T02:00:00Z'),
      anchorEventId: 'work-seminar',
      clientId: 'hku',
    };
    expect(attendedEarlierSession(event, [earlier])).toBe(true);
    expect(nominationBlock({ event, attendedEarlier: true, selectedCount: 0, now })).toBe(
      'attendedEarlierSession',
    );
  });

  it('does not block for another anchor, another client, or a later session', () => {
    const other = [
      { startTime: new Date('2026-10-01T02:00:00Z'), anchorEventId: 'work-campus-visit', clientId: 'hku' },
      { startTime: new Date('2026-10-01T02:00:00Z'), anchorEventId: 'work-seminar', clientId: 'cuhk' },
      { startTime: new Date('2026-12-05T02:00:00Z'), anchorEventId: 'work-seminar', clientId: 'hku' },
    ];
    expect(attendedEarlierSession(event, other)).toBe(false);
    expect(attendedEarlierSession({ ...event, anchorEventId: null }, [other[0]!])).toBe(false);
  });

  it('holds the 999 cap: the 999th nomination is allowed, the 1000th is not', () => {
    expect(NOMINATION_CAP).toBe(999);
    expect(
      nominationBlock({
        event: { ...event, nominationsCount: 990 },
        attendedEarlier: false,
        selectedCount: 8,
        now,
      }),
    ).toBeNull();
    expect(
      nominationBlock({
        event: { ...event, nominationsCount: 990 },
        attendedEarlier: false,
        selectedCount: 9,
        now,
      }),
    ).toBe('capReached');
    expect(
      nominationBlock({
        event: { ...event, nominationsCount: 999 },
        attendedEarlier: false,
        selectedCount: 0,
        now,
      }),
    ).toBe('capReached');
    expect(nominationBlock({ event, attendedEarlier: false, selectedCount: 998, now })).toBeNull();
    expect(nominationBlock({ event, attendedEarlier: false, selectedCount: 999, now })).toBe('capReached');
  });
});

describe('ticks and the Reject button (spec 1 §5)', () => {
  it('ticks only a confirmed nomination', () => {
    expect(hasConfirmedNomination({ response: 'Yes', confirmed: true, nominatedBy: 't' })).toBe(true);
    expect(hasConfirmedNomination({ response: 'Confirmed', confirmed: true, nominatedBy: 't' })).toBe(true);
    expect(hasConfirmedNomination({ response: 'Yes', confirmed: false, nominatedBy: 't' })).toBe(false);
    expect(hasConfirmedNomination({ response: 'Yes', confirmed: true, nominatedBy: null })).toBe(false);
    expect(hasConfirmedNomination({ response: 'No', confirmed: true, nominatedBy: 't' })).toBe(false);
    expect(hasConfirmedNomination(null)).toBe(false);
  });

  it('offers Reject only when every selected student was Yes or Confirmed', () => {
    expect(canRejectSelection([{ response: 'Yes' }, { response: 'Confirmed' }])).toBe(true);
    expect(canRejectSelection([{ response: 'Yes' }, { response: 'No' }])).toBe(false);
    expect(canRejectSelection([{ response: 'Yes' }, null])).toBe(false);
    expect(canRejectSelection([{ response: 'Attended' }])).toBe(false);
    expect(canRejectSelection([])).toBe(false);
  });
});

describe('nominations and the seats left (issue 24 item 4)', () => {
  it('says how many seats there are and how many of the chosen need one', () => {
    expect(nominationSeatShortfall({ remainingSeats: 29, needingSeat: 36 })).toEqual({
      seatsLeft: 29,
      needingSeat: 36,
    });
    expect(nominationSeatShortfall({ remainingSeats: 0, needingSeat: 1 })).toEqual({
      seatsLeft: 0,
      needingSeat: 1,
    });
  });
  it('lets a selection through that fits, or a session without a limit', () => {
    expect(nominationSeatShortfall({ remainingSeats: 29, needingSeat: 29 })).toBeNull();
    expect(nominationSeatShortfall({ remainingSeats: 0, needingSeat: 0 })).toBeNull();
    expect(nominationSeatShortfall({ remainingSeats: null, needingSeat: 500 })).toBeNull();
  });
});
