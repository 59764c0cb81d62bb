import { describe, expect, it } from 'vitest';
import {
  assignedToFor,
  autoSelectedOption,
  defaultResponseDate,
  earliestProposedDateTime,
  earliestResponseDate,
  findPrefillResponse,
  isAllowedProposedDateTime,
  isAllowedResponseDate,
  type ResponseOptionLike,
  responseFormBlock,
  serviceAnswerSlot,
  showsSubmitButton,
  TEACHER_OPTION,
  visibleResponseOptions,
} from './teacher-response.ts';

// 23 Nov 2026 10:00 in Hong Kong.
const now = new Date('2026-11-23T02:00:00Z');
const day = 24 * 60 * 60 * 1000;

const base = { sessionId: null, serviceId: 'svc', intakeYear: 2027, preferredSessionDates: null };

describe('findPrefillResponse (spec 1 §4.2)', () => {
  it('matches an event response by session', () => {
    const a = { ...base, sessionId: 's1', updatedAt: new Date('2026-11-01') };
    const b = { ...base, sessionId: 's2', updatedAt: new Date('2026-11-02') };
    expect(findPrefillResponse([a, b], { kind: 'event', sessionId: 's1' }, now)).toBe(a);
    expect(findPrefillResponse([a, b], { kind: 'event', sessionId: 's3' }, now)).toBeNull();
  });

  it('matches a service response by service and intake year, the latest first', () => {
    const old = { ...base, updatedAt: new Date('2026-10-01') };
    const latest = { ...base, updatedAt: new Date('2026-11-01') };
    const otherYear = { ...base, intakeYear: 2026, updatedAt: new Date('2026-11-20') };
    const otherService = { ...base, serviceId: 'x', updatedAt: new Date('2026-11-20') };
    const target = { kind: 'service', serviceId: 'svc', intakeYear: 2027 } as const;
    expect(findPrefillResponse([old, latest, otherYear, otherService], target, now)).toBe(latest);
  });

  it('skips a service response whose preferred dates are all past', () => {
    const past = { ...base, preferredSessionDates: [new Date(now.getTime() - day)], updatedAt: now };
    const future = {
      ...base,
      preferredSessionDates: [new Date(now.getTime() + day)],
      updatedAt: new Date(0),
    };
    const target = { kind: 'service', serviceId: 'svc', intakeYear: 2027 } as const;
    expect(findPrefillResponse([past], target, now)).toBeNull();
    expect(findPrefillResponse([past, future], target, now)).toBe(future);
  });
});

describe('options and the submit button (spec 1 §4.2)', () => {
  const opt = (id: string, extra: Partial<ResponseOptionLike> = {}): ResponseOptionLike => ({
    id,
    immediateAction: null,
    targetRole: null,
    excludingServiceIds: [],
    showIfExistSessions: false,
    isProposeDate: false,
    isInternal: false,
    ...extra,
  });

  it('auto-selects the enable-next-step option', () => {
    const next = opt('n', { immediateAction: 'enable next step' });
    expect(autoSelectedOption([opt('a'), next])).toBe(next);
    expect(autoSelectedOption([opt('a')])).toBeNull();
  });

  it('shows the submit button by the spec order', () => {
    const next = { immediateAction: 'enable next step' };
    const other = { immediateAction: null };
    expect(showsSubmitButton({ targetClass: '5A', chosenOption: null })).toBe(true);
    expect(
      showsSubmitButton({ forceShowSubmitButton: true, hideSubmitButton: true, chosenOption: null }),
    ).toBe(true);
    expect(showsSubmitButton({ hideSubmitButton: true, chosenOption: other })).toBe(false);
    expect(showsSubmitButton({ chosenOption: null })).toBe(false);
    expect(showsSubmitButton({ chosenOption: next })).toBe(false);
    expect(showsSubmitButton({ chosenOption: other })).toBe(true);
  });

  it("assigns 'Not involved' to the person answering", () => {
    expect(assignedToFor({ targetRole: 'Not involved' }, 'u1')).toBe('u1');
    expect(assignedToFor({ targetRole: 'Career teacher' }, 'u1')).toBeNull();
  });

  it('hides propose-date options unless allowed, shows only them to clients, drops excluded services', () => {
    const options = [
      opt('register'),
      opt('propose', { isProposeDate: true }),
      opt('excluded', { excludingServiceIds: ['svc'] }),
      opt('internal', { isInternal: true }),
      opt('sessions', { showIfExistSessions: true }),
    ];
    const ctx = {
      serviceId: 'svc',
      isAllowProposeDates: false,
      isClientView: false,
      isAdmin: false,
      hasSessions: false,
    };
    expect(visibleResponseOptions(options, ctx).map((o) => o.id)).toEqual(['register']);
    expect(
      visibleResponseOptions(options, { ...ctx, isAllowProposeDates: true, hasSessions: true }).map(
        (o) => o.id,
      ),
    ).toEqual(['register', 'propose', 'sessions']);
    expect(
      visibleResponseOptions(options, { ...ctx, isAllowProposeDates: true, isClientView: true }).map(
        (o) => o.id,
      ),
    ).toEqual(['propose']);
    expect(visibleResponseOptions(options, { ...ctx, isAdmin: true }).map((o) => o.id)).toEqual([
      'register',
      'internal',
    ]);
  });

  it('offers teachers the publicity reports, and no other internal option, on a service page', () => {
    const options = [
      opt('register'),
      opt(TEACHER_OPTION.playedVideo, { isInternal: true }),
      opt(TEACHER_OPTION.publishedOtherMeans, { isInternal: true }),
      opt(TEACHER_OPTION.bookTime, { isInternal: true }),
    ];
    const ctx = { serviceId: 'svc', isAllowProposeDates: false, isClientView: false, isAdmin: false };
    const ids = (c: Parameters<typeof visibleResponseOptions>[1]) =>
      visibleResponseOptions(options, c).map((o) => o.id);
    expect(ids({ ...ctx, hasSessions: true })).toEqual(['register']);
    expect(ids({ ...ctx, hasSessions: true, isServicePage: true })).toEqual([
      'register',
      TEACHER_OPTION.playedVideo,
      TEACHER_OPTION.publishedOtherMeans,
    ]);
    expect(ids({ ...ctx, hasSessions: true, isServicePage: true, isClientView: true })).toEqual([]);
  });

  it('keeps the service answer and each publicity report in their own slot', () => {
    expect(serviceAnswerSlot({ type: 'service', optionId: 'tr-register' })).toBe(
      serviceAnswerSlot({ type: 'service', optionId: 'tr-not-this-year' }),
    );
    expect(serviceAnswerSlot({ type: 'action', optionId: TEACHER_OPTION.playedVideo })).not.toBe(
      serviceAnswerSlot({ type: 'service', optionId: 'tr-register' }),
    );
    expect(serviceAnswerSlot({ type: 'action', optionId: TEACHER_OPTION.playedVideo })).not.toBe(
      serviceAnswerSlot({ type: 'action', optionId: TEACHER_OPTION.publishedOtherMeans }),
    );
  });
});

describe('dates (spec 1 §4.2, §5, §9)', () => {
  it('defaults a nominate-by date to a future deadline, else 7 days ahead', () => {
    const deadline = new Date('2026-12-10T09:59:00Z');
    expect(defaultResponseDate({ isNominateByQuestion: true, nominationDeadline: deadline, now })).toBe(
      deadline,
    );
    const sevenDays = new Date(now.getTime() + 7 * day);
    expect(
      defaultResponseDate({
        isNominateByQuestion: true,
        nominationDeadline: new Date(now.getTime() - 1),
        now,
      }),
    ).toEqual(sevenDays);
    expect(defaultResponseDate({ isNominateByQuestion: false, nominationDeadline: deadline, now })).toEqual(
      sevenDays,
    );
  });

  it('limits proposed date-times to tomorrow 9:00–17:00 on quarter hours, HK time', () => {
    expect(earliestProposedDateTime(now)).toEqual(new Date('2026-11-24T01:00:00Z'));
    expect(isAllowedProposedDateTime(new Date('2026-11-24T01:00:00Z'), now)).toBe(true); // 09:00
    expect(isAllowedProposedDateTime(new Date('2026-11-24T09:00:00Z'), now)).toBe(true); // 17:00
    expect(isAllowedProposedDateTime(new Date('2026-11-24T09:15:00Z'), now)).toBe(false); // 17:15
    expect(isAllowedProposedDateTime(new Date('2026-11-24T00:45:00Z'), now)).toBe(false); // 08:45
    expect(isAllowedProposedDateTime(new Date('2026-11-24T01:10:00Z'), now)).toBe(false); // 09:10
    expect(isAllowedProposedDateTime(new Date('2026-11-23T06:00:00Z'), now)).toBe(false); // today 14:00
    // At 00:30 HK on the 24th (UTC still the 23rd) the 24th is today, so 14:30 that day is too early.
    const pastMidnight = new Date('2026-11-23T16:30:00Z');
    expect(isAllowedProposedDateTime(new Date('2026-11-24T06:30:00Z'), pastMidnight)).toBe(false);
    expect(isAllowedProposedDateTime(new Date('2026-11-25T01:00:00Z'), pastMidnight)).toBe(true);
  });

  it('lets a date answer be today or later in HK time', () => {
    expect(earliestResponseDate(now)).toEqual(new Date('2026-11-22T16:00:00Z'));
    expect(isAllowedResponseDate(new Date('2026-11-22T16:00:00Z'), now)).toBe(true);
    expect(isAllowedResponseDate(new Date('2026-11-22T15:59:59Z'), now)).toBe(false);
  });
});

describe('a response form is never empty (issue 24 item 1)', () => {
  const client = { isClientView: true, ownService: true, isAllowProposeDates: true };
  it('offers the form when something can be answered', () => {
    expect(responseFormBlock({ ...client, offered: 1 })).toBeNull();
    expect(
      responseFormBlock({ offered: 3, isClientView: false, ownService: false, isAllowProposeDates: false }),
    ).toBeNull();
  });
  it('tells a client why there is nothing to answer', () => {
    expect(responseFormBlock({ ...client, ownService: false, offered: 1 })).toBe('otherOrganisation');
    expect(responseFormBlock({ ...client, isAllowProposeDates: false, offered: 0 })).toBe('noProposeDates');
    expect(responseFormBlock({ ...client, offered: 0 })).toBe('nothingToAnswer');
  });
});
