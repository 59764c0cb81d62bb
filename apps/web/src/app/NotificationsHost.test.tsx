import { MantineProvider, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NotificationsHost from './NotificationsHost';

// Issue 24 item 13: "Thank you for your nomination." stood over the title of the open "Nominate students"
// modal, and toasts stacked. They now stand at the bottom, one at a time.

afterEach(() => {
  act(() => notifications.clean());
});

describe('the toasts', () => {
  it('stand at the bottom, away from an open modal’s title, and come one at a time', async () => {
    render(
      <MantineProvider env="test">
        <Modal opened onClose={() => {}} title="Nominate students">
          body
        </Modal>
        <NotificationsHost />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Thank you for your nomination.' });
      notifications.show({ message: 'Second' });
      notifications.show({ message: 'Third' });
    });
    const toast = await screen.findByText('Thank you for your nomination.');
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.queryByText('Third')).toBeNull();
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-center');
  });
});
