import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/api';
import { renderScreen } from '@/shared/testing/render';
import UpdateInfoPage from './UpdateInfoPage';

const user = userEvent.setup({ delay: null });

const student: User = {
  id: '33333333-3333-4333-8333-333333333333',
  phone: '91000021',
  fullName: 'Lau Hoi Ching',
  preferredName: null,
  chineseName: '劉凱晴',
  email: 'hoiching@example.com',
  roles: ['secondary-school-student'],
  isAdmin: false,
  isSecondaryStudent: true,
  isUniversityStudent: false,
  isUniversityClient: false,
  isTeacher: false,
  isCamxApplicant: false,
  appRole: 'secondary-school-student',
  schoolId: 'beacon1',
  school: { id: 'beacon1', name: 'Beacon', nameChi: null, nameShort: null },
  programId: null,
  clientId: null,
  clientStanding: 'notClient',
  class: '5A',
  studentNumber: null,
  yearDSE: 2027,
  yearOfStudy: null,
  rankInForm: 'Not disclosed by school',
  studyingElectives: [],
  waGroupLink: null,
  darkTheme: false,
  preferredLang: null,
  profilePic: null,
  isPhoneVerified: true,
  accessDisabled: false,
  hasPassword: false,
  verificationResult: null,
  teacher: null,
};

const teacher: User = {
  ...student,
  id: '44444444-4444-4444-8444-444444444444',
  phone: '90000004',
  fullName: 'Class Teacher',
  roles: ['teacher'],
  isSecondaryStudent: false,
  isTeacher: true,
  appRole: 'teacher',
};

function renderPage(viewer: User) {
  const router = createMemoryRouter([{ path: '/update-info/:targetUserId', element: <UpdateInfoPage /> }], {
    initialEntries: [`/update-info/${student.id}`],
  });
  return renderScreen(<RouterProvider router={router} />, {
    lang: 'en',
    api: (path) => {
      if (path === 'users.getLoggedInUser') return viewer;
      if (path === 'users.getUserById' || path === 'users.updateStudentInfo') return student;
      if (path === 'auth.getSessionStatus') return { oneTime: false };
      return null;
    },
  });
}

describe('a teacher saving a student’s details', () => {
  it('is told whose details were updated, not "Your personal information has been updated." (issue 24)', async () => {
    renderPage(teacher);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lau Hoi Ching’s details have been updated.')).toBeTruthy();
    expect(screen.queryByText('Your personal information has been updated.')).toBeNull();
  });
});
