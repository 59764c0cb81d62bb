import { describe, expect, it } from 'vitest';
import { BOOKING_TEXT_LIMITS, validateBookingForm } from './form.ts';

const student = {
  bookingItemId: 'item-1',
  bookingSlotId: 'slot-1',
  fullName: 'Chan Tai Man',
  email: 'tm@example.com',
  phone: '91234567',
  yearOfStudy: 'Year 2',
};
const asStudent = { targetUserType: 'Student' as const, dateTimeForm: false };

describe('validateBookingForm (spec 1 §5)', () => {
  it('accepts a complete student booking', () => {
    expect(validateBookingForm(student, asStudent)).toEqual({});
  });
  it('requires item, slot, name, a valid e-mail, an HK mobile and the year of study', () => {
    expect(
      validateBookingForm(
        {
          bookingItemId: '',
          bookingSlotId: null,
          fullName: ' ',
          email: 'x@',
          phone: '2123456',
          yearOfStudy: 'Year 9',
        },
        asStudent,
      ),
    ).toEqual({
      bookingItemId: 'itemRequired',
      slot: 'slotRequired',
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      yearOfStudy: 'yearOfStudyRequired',
    });
  });
  it('accepts Alumni and Others as year of study', () => {
    expect(validateBookingForm({ ...student, yearOfStudy: 'Alumni' }, asStudent)).toEqual({});
    expect(validateBookingForm({ ...student, yearOfStudy: 'Others' }, asStudent)).toEqual({});
  });
  it('asks teachers for the school instead of the year of study', () => {
    const t = { targetUserType: 'Teacher' as const, dateTimeForm: false };
    expect(validateBookingForm({ ...student, yearOfStudy: null }, t)).toEqual({
      schoolName: 'schoolRequired',
    });
    expect(validateBookingForm({ ...student, yearOfStudy: null, schoolName: 'Beacon' }, t)).toEqual({});
  });
  it('uses date plus both student times in the date-and-time form', () => {
    const f = { targetUserType: 'Student' as const, dateTimeForm: true };
    const base = { ...student, bookingSlotId: null };
    expect(validateBookingForm(base, f)).toEqual({
      targetDate: 'dateRequired',
      targetStartTime1: 'timeRequired',
    });
    expect(
      validateBookingForm(
        { ...base, targetDate: '2026-11-24', targetStartTime1: '10:00', targetEndTime1: '09:00' },
        f,
      ),
    ).toEqual({ targetEndTime1: 'endAfterStart' });
    expect(
      validateBookingForm(
        { ...base, targetDate: '2026-11-24', targetStartTime1: '10:00', targetEndTime1: '10:30' },
        f,
      ),
    ).toEqual({});
  });
  it('refuses text longer than its limit beside its field instead of cutting it (issue 24 items 11, 12)', () => {
    const at = { ...student, remarks: 'x'.repeat(BOOKING_TEXT_LIMITS.remarks) };
    expect(validateBookingForm(at, asStudent)).toEqual({});
    expect(validateBookingForm({ ...at, remarks: 'x'.repeat(10_000) }, asStudent)).toEqual({
      remarks: 'tooLong',
    });
    expect(validateBookingForm({ ...student, fullName: 'x'.repeat(201) }, asStudent)).toEqual({
      fullName: 'tooLong',
    });
  });
});
