import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { BookingFlow } from './BookingPage';

// Issue 24 item 12: on a phone, "This text is too long." for a 10,000-character remark was drawn above the
// screen and named no field. The refusal now stands beside the field it is about, which is scrolled into
// view; item 11: the remark counts towards its limit.

const ITEM = '7c0b4c1e-2f4a-4d6b-9e3a-5b8f0d2c1a90';
const SLOT = '11111111-1111-4111-8111-111111111111';
const data = {
  bookingItems: [
    {
      id: ITEM,
      title: 'Career consultation',
      titleChi: '升學及職業諮詢',
      durationMinutes: 30,
      startTime: null,
      endTime: null,
      targetUserType: 'Student',
      staffName: null,
      dateTimeForm: false,
      isActive: true,
    },
  ],
  bookingSlots: [
    {
      id: SLOT,
      startTime: '2030-01-07T02:00:00.000Z',
      endTime: '2030-01-07T02:30:00.000Z',
      durationMinutes: 30,
      staffName: null,
    },
  ],
  reservedDates: [],
};
const student = {
  fullName: 'Chan Tai Man',
  preferredName: null,
  email: 'tm@example.com',
  phone: '91234567',
  yearOfStudy: 'Year 2',
};

function renderBooking(
  lang: 'en' | 'zh-HK',
  createNewBooking: () => unknown = () => ({ result: 'success', bookingId: null }),
) {
  return renderScreen(<BookingFlow itemId={ITEM} />, {
    lang,
    api: (path) => {
      if (path === 'users.getLoggedInUser') return student;
      if (path === 'booking.getBookingData') return data;
      if (path === 'booking.createNewBooking') return createNewBooking();
      throw new Error(`no stub for ${path}`);
    },
  });
}

afterEach(() => vi.restoreAllMocks());

async function fillAndSubmit(remarks: string) {
  fireEvent.click((await screen.findAllByTestId('booking-slot'))[0]!.querySelector('input')!);
  fireEvent.change(screen.getByTestId('booking-remarks'), { target: { value: remarks } });
  fireEvent.click(screen.getByTestId('booking-submit'));
}

function remarksWrapper(): HTMLElement {
  return screen.getByTestId('booking-remarks').closest<HTMLElement>('.mantine-InputWrapper-root')!;
}

describe('the booking form', () => {
  it('refuses an over-long remark beside the remark, with the limit, and scrolls to it', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { calls } = renderBooking('en');
    await fillAndSubmit('x'.repeat(10_000));
    await waitFor(() =>
      expect(remarksWrapper().textContent).toContain(
        'Please keep this to at most 2000 characters (now 10000).',
      ),
    );
    expect(screen.getByTestId('booking-remarks').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(scrolled).toContain(remarksWrapper()));
    expect(calls.some((c) => c.path === 'booking.createNewBooking')).toBe(false);
  });

  it('says it in Chinese for a zh-HK reader, and counts towards the limit', async () => {
    renderBooking('zh-HK');
    await fillAndSubmit('x'.repeat(10_000));
    await waitFor(() =>
      expect(remarksWrapper().textContent).toContain('此欄最多可有 2000 個字（現有 10000 個）。'),
    );
    expect(remarksWrapper().textContent).toContain('10000 / 2000 字：太長');
  });

  it('puts a server refusal about a field beside that field, not above the form', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const message = 'Please keep preferred name to at most 200 characters.';
    renderBooking('en', () => {
      // What the server answers (trpc/init.ts): the sentence, and the fields the schema refused.
      throw {
        error: {
          code: -32600,
          message,
          data: { code: 'BAD_REQUEST', httpStatus: 400, fields: ['preferredName'] },
        },
      };
    });
    await fillAndSubmit('fine');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
    const field = screen.getByText(message).closest<HTMLElement>('.mantine-InputWrapper-root')!;
    expect(field.querySelector('label')?.textContent).toContain('Preferred name');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(scrolled).toContain(field));
  });
});
