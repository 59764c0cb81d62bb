import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UpdateUserInput, User } from '@/shared/api';
import type { PortalData, PortalSubject } from '@/shared/portal-data';
import { renderScreen } from '@/shared/testing/render';
import { ProfileEditForm } from './ProfileEditForm';

const user = userEvent.setup({ delay: null });

// Issue 24 item 20: profile electives were free text. They are picked from the DSE elective list that /ab3
// offers (the reference subjects: Category A and the Math Options), named in the reader's language and
// stored by English name; an elective typed before the list existed stays until removed.

const subject = (
  id: number,
  code: string,
  nameEn: string,
  nameChi: string,
  category: string,
): PortalSubject => ({
  id,
  code,
  nameEn,
  nameChi,
  category,
  isCore: category === 'Core',
});

const SUBJECTS = [
  subject(1, 'Chi', 'Chinese Language', '中國語文', 'Core'),
  subject(
    2,
    'M1',
    'Mathematics Extended Module 1',
    '數學延伸單元一',
    'Category A (Mathematics extended module)',
  ),
  subject(3, 'Bio', 'Biology', '生物', 'Category A (elective)'),
  subject(4, 'Chem', 'Chemistry', '化學', 'Category A (elective)'),
  subject(5, 'Apl676', 'Fashion Image Design', '時裝形象設計', 'Category B (Applied Learning)'),
];

const PORTAL = {
  programs: [],
  institutions: [],
  subjects: SUBJECTS,
  disciplines: [],
  disciplineGroups: [],
  advertisements: [],
} as unknown as PortalData;

const person = {
  id: '33333333-3333-4333-8333-333333333333',
  phone: '91000021',
  fullName: 'Lau Hoi Ching',
  preferredName: null,
  chineseName: null,
  email: 'hoiching@example.com',
  class: '5A',
  studentNumber: null,
  yearDSE: 2027,
  rankInForm: 'Not disclosed by school',
  studyingElectives: ['biology', 'Marine science'],
} as unknown as User;

function renderForm(lang: 'en' | 'zh-HK') {
  const onSave = vi.fn<(input: UpdateUserInput) => void>();
  renderScreen(
    <ProfileEditForm
      person={person}
      rankRequired
      studentFields
      saving={false}
      error={null}
      onSave={onSave}
    />,
    { lang, portal: PORTAL },
  );
  return onSave;
}

const T = {
  en: { biology: 'Biology', chemistry: 'Chemistry', m1: 'Mathematics Extended Module 1', save: 'Save' },
  'zh-HK': { biology: '生物', chemistry: '化學', m1: '數學延伸單元一', save: '儲存' },
} as const;

describe('the profile electives (issue 24 item 20)', () => {
  it.each(['en', 'zh-HK'] as const)(
    'are picked from the DSE elective list, in the reader’s language (%s)',
    async (lang) => {
      const t = T[lang];
      const onSave = renderForm(lang);
      const field = screen.getByTestId('profile-electives');
      // The stored 'biology' shows as the subject; the typed 'Marine science' stays as typed.
      const pills = field.closest('.mantine-MultiSelect-root') ?? field.parentElement!.parentElement!;
      expect(within(pills as HTMLElement).getByText(t.biology)).toBeTruthy();
      expect(within(pills as HTMLElement).getByText('Marine science')).toBeTruthy();

      await user.click(field);
      const options = screen.getAllByRole('option').map((o) => o.textContent);
      expect(options).toEqual([t.m1, t.chemistry]);
      await user.click(screen.getByRole('option', { name: t.chemistry }));
      await user.click(screen.getByRole('button', { name: t.save }));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSave.mock.calls[0]![0].studyingElectives).toEqual(['biology', 'Marine science', 'Chemistry']);
    },
  );
});
