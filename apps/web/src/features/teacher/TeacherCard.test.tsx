import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { TeacherCard } from './TeacherCard';

// Spec 2 §4 "Event badges on teacher list: Nominated, Applied, Attended, No" (issue 24: none showed).

const teacher = {
  userId: '22222222-2222-4222-8222-222222222222',
  fullName: 'Wong Ka Yan',
  preferredName: null,
  chineseName: '王嘉欣',
  phone: '90000003',
  email: null,
  isAdmin: false,
  schoolId: 'beacon1',
  employmentStatus: 'Active' as const,
  schoolRoles: ['Career teacher'],
  classRoles: [],
  events: [
    {
      eventId: 'e0000000-0000-4000-8000-000000000007',
      name: 'Teachers’ briefing',
      nameChi: '教師簡介會',
      startTime: '2026-12-08T08:30:00.000Z',
      badges: ['Nominated' as const, 'Applied' as const],
    },
  ],
};

describe('the teacher card', () => {
  it('shows each Teacher Event the colleague was nominated for, with its badge', () => {
    renderScreen(<TeacherCard teacher={teacher} canSettle={false} />, { lang: 'en' });
    const row = screen.getByTestId('teacher-event');
    expect(row.textContent).toContain('Teachers’ briefing');
    expect(within(row).getByTestId('badge-nominated').textContent).toBe('Nominated');
  });

  it('names the event in Chinese for a zh-HK reader', () => {
    renderScreen(<TeacherCard teacher={teacher} canSettle={false} />, { lang: 'zh-HK' });
    const row = screen.getByTestId('teacher-event');
    expect(row.textContent).toContain('教師簡介會');
    expect(within(row).getByTestId('badge-nominated').textContent).not.toBe('Nominated');
  });

  it('shows no event line for a colleague with none', () => {
    renderScreen(<TeacherCard teacher={{ ...teacher, events: [] }} canSettle={false} />, { lang: 'en' });
    expect(screen.queryByTestId('teacher-event')).toBeNull();
  });
});
