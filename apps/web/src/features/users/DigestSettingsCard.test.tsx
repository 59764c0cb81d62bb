import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { DigestSettingsCard } from './DigestSettingsCard';

type Settings = { enabled: boolean; channel: 'whatsapp' | 'sms' };

function renderCard(lang: 'en' | 'zh-HK', initial: Settings = { enabled: false, channel: 'whatsapp' }) {
  let saved = initial;
  return renderScreen(<DigestSettingsCard phone="91234567" />, {
    lang,
    api: (path, input) => {
      if (path === 'home.digestSettings') return saved;
      if (path === 'home.setDigest') {
        saved = input as Settings;
        return saved;
      }
      throw new Error(`no stub for ${path}`);
    },
  });
}

// Issue 28 item 4: the weekly digest is off until the person turns it on, and the card says what goes when.
describe('DigestSettingsCard', () => {
  it('shows the digest off, explains it, and turns it on by WhatsApp', async () => {
    const { calls } = renderCard('en');
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Send me the weekly reminder',
    });
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/Monday evening from 6 pm/)).toBeTruthy();
    expect(screen.getByText('To your mobile number 91234567.')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'home.setDigest')?.input).toEqual({
        enabled: true,
        channel: 'whatsapp',
      }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLInputElement>('switch', { name: 'Send me the weekly reminder' }).checked,
      ).toBe(true),
    );
  });

  it('changes the channel of a digest that is on, in Chinese', async () => {
    const { calls } = renderCard('zh-HK', { enabled: true, channel: 'whatsapp' });
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: '每週發送提示給我' })).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: '短訊' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'home.setDigest')?.input).toEqual({
        enabled: true,
        channel: 'sms',
      }),
    );
    expect(screen.getByText(/一按即停/)).toBeTruthy();
  });
});
