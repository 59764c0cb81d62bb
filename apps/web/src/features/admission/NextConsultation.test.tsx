import { fireEvent, screen } from '@testing-library/react';
import { ADMISSION_TEXT_LIMITS } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { NextConsultation } from './NextConsultation';

// Issue 24 item 11: a 10,000-character venue was cut to the field's limit without a word and saved. The
// field now counts towards its limit and says when the limit is reached, in the reader's language.

const STUDENT = '22222222-2222-4222-8222-222222222222';

function venueWrapper(): HTMLElement {
  return screen.getByTestId('consultation-venue').closest<HTMLElement>('.mantine-InputWrapper-root')!;
}

describe('the next consultation', () => {
  it('counts the venue towards its limit and says when the limit is reached', async () => {
    renderScreen(<NextConsultation studentId={STUDENT} />, {
      lang: 'en',
      api: (path) => {
        if (path === 'admission.getJUPASConsultationRecords') return [];
        throw new Error(`no stub for ${path}`);
      },
    });
    const venue = await screen.findByTestId('consultation-venue');
    const max = ADMISSION_TEXT_LIMITS.consultationVenue;
    expect(venue.getAttribute('maxlength')).toBe(String(max));
    fireEvent.change(venue, { target: { value: 'Room 101' } });
    expect(venueWrapper().textContent).not.toContain('characters');
    fireEvent.change(venue, { target: { value: 'x'.repeat(max) } });
    expect(venueWrapper().textContent).toContain(`${max} / ${max} characters: the most allowed`);
  });

  it('says so in Chinese for a zh-HK reader', async () => {
    renderScreen(<NextConsultation studentId={STUDENT} />, {
      lang: 'zh-HK',
      api: (path) => {
        if (path === 'admission.getJUPASConsultationRecords') return [];
        throw new Error(`no stub for ${path}`);
      },
    });
    const venue = await screen.findByTestId('consultation-venue');
    fireEvent.change(venue, { target: { value: 'x'.repeat(170) } });
    expect(venueWrapper().textContent).toContain('170 / 200 字');
  });
});
