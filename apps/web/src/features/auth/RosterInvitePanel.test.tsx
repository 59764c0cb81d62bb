import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { authIntent } from './auth-links';
import { RosterInvitePanel } from './RosterInvitePanel';

const user = userEvent.setup({ delay: null });

const prefill = {
  role: 'student',
  schoolId: 'beacon1',
  schoolName: 'Beacon College',
  schoolNameChi: '燈塔書院',
  className: '5A',
  classNo: 12,
  nameEn: 'Chloe Ho',
  nameZh: '何采兒',
  phone: '62220010',
  email: null,
  hasAccount: false,
};
const school = {
  id: 'beacon1',
  name: 'Beacon College',
  nameChi: '燈塔書院',
  nameShort: null,
  district: null,
  band: null,
};

function renderPanel(api: (path: string, input: unknown) => unknown, onSignedIn = vi.fn()) {
  const intent = authIntent('register', {}, new URLSearchParams('?invite=tok'));
  const router = createMemoryRouter(
    [
      {
        path: '/register',
        element: <RosterInvitePanel intent={intent} token="tok" onSignedIn={onSignedIn} />,
      },
    ],
    { initialEntries: ['/register?invite=tok'] },
  );
  return renderScreen(<RouterProvider router={router} />, { lang: 'en', api });
}

describe('the class-list invitation page', () => {
  it('says clearly that a used link is used', async () => {
    renderPanel(() => {
      // What the server answers (trpc/init.ts) for a spent link.
      throw {
        error: {
          code: -32600,
          message:
            'This invitation link has already been used. Please sign in with your phone number and password.',
          data: { code: 'BAD_REQUEST', httpStatus: 400 },
        },
      };
    });
    expect(
      await screen.findByText(
        'This invitation link has already been used. Please sign in with your phone number and password.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
  });

  it('locks the listing, asks no SMS code even with codes on, and registers with the link', async () => {
    const onSignedIn = vi.fn();
    const rendered = renderPanel((path) => {
      if (path === 'roster.readInvite') return prefill;
      if (path === 'app.getAppData') return { smsVerification: true, demo: false };
      if (path === 'schools.getSchoolById') return school;
      if (path === 'users.createNewUser') return { user: { id: 'u1' }, arrival: null };
      throw new Error(`unexpected ${path}`);
    }, onSignedIn);
    expect(await screen.findByText('Beacon College invites you to Waypoint')).toBeTruthy();
    expect(((await screen.findByTestId('register-school-locked')) as HTMLInputElement).value).toBe(
      'Beacon College',
    );
    expect((screen.getByDisplayValue('62220010') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByDisplayValue('Chloe Ho') as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('chloe@example.com');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('correct horse battery');
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('correct horse battery');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(rendered.calls.some((c) => c.path === 'auth.sendSmsCode')).toBe(false);
    const created = rendered.calls.find((c) => c.path === 'users.createNewUser');
    expect(created?.input).toMatchObject({
      rosterInvite: 'tok',
      phone: '62220010',
      schoolId: 'beacon1',
      class: '5A',
    });
    expect(created?.input).not.toHaveProperty('code');
  });

  it('signs in the account the phone already has', async () => {
    const onSignedIn = vi.fn();
    const rendered = renderPanel((path) => {
      if (path === 'roster.readInvite') return { ...prefill, hasAccount: true };
      if (path === 'roster.signInWithInvite') return { user: { id: 'u2' }, verified: true };
      throw new Error(`unexpected ${path}`);
    }, onSignedIn);
    await user.click(await screen.findByRole('button', { name: 'Sign in and verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ id: 'u2' }));
    expect(rendered.calls.find((c) => c.path === 'roster.signInWithInvite')?.input).toEqual({ token: 'tok' });
  });
});
