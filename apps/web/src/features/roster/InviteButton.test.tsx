import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { InviteButton } from './InviteButton';

const user = userEvent.setup({ delay: null });

const counts = (sent: number, invitedToday: number) => ({
  sent,
  skipped: { invitedToday, registered: 1, left: 0, noPhone: 0, notListed: 0 },
});

describe('InviteButton', () => {
  it('shows how many will be sent and why the others will not, then sends in the chosen channel and language', async () => {
    const rendered = renderScreen(<InviteButton schoolId="beacon1" rosterIds={['r1', 'r2', 'r3', 'r4']} />, {
      lang: 'en',
      api: (path) => {
        if (path === 'roster.invitePreview') return counts(2, 1);
        if (path === 'roster.invite') return counts(2, 1);
        throw new Error(`unexpected ${path}`);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Invite to register' }));
    expect(await screen.findByText('2 invitations will be sent.')).toBeTruthy();
    expect(screen.getByText('Already invited today (one invitation a day per person): 1')).toBeTruthy();
    expect(screen.getByText('Already registered: 1')).toBeTruthy();
    expect(screen.queryByText(/No phone number/)).toBeNull();
    await user.click(screen.getByLabelText('SMS'));
    await user.click(screen.getByLabelText('English'));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('2 invitations sent.')).toBeTruthy();
    const sent = rendered.calls.find((c) => c.path === 'roster.invite');
    expect(sent?.input).toEqual({
      schoolId: 'beacon1',
      rosterIds: ['r1', 'r2', 'r3', 'r4'],
      channel: 'sms',
      lang: 'en',
    });
  });

  it('says in Chinese when nobody can be invited, and does not offer to send', async () => {
    renderScreen(<InviteButton schoolId="beacon1" rosterIds={['r1']} />, {
      lang: 'zh-HK',
      api: () => counts(0, 1),
    });
    await user.click(screen.getByRole('button', { name: '邀請註冊' }));
    expect(await screen.findByText('所選的人現時都不能邀請。')).toBeTruthy();
    expect(screen.getByText('今日已邀請（每人每日最多一次）：1')).toBeTruthy();
    expect((screen.getByRole('button', { name: '發出邀請' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
