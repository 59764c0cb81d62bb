import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { HeartButton } from './HeartButton';

// Issue 24 item 17: liked and not-liked hearts were both a solid red square (Mantine's 'light' variant with
// a shade fills the background with that shade).

function heart(liked: boolean) {
  renderScreen(<HeartButton liked={liked} label={liked ? 'Unlike' : 'Like'} onToggle={() => {}} />);
  const button = screen.getByRole('button', { name: liked ? 'Unlike' : 'Like' });
  return {
    button,
    background: button.style.getPropertyValue('--ai-bg'),
    fill: button.querySelector('svg')?.getAttribute('fill'),
  };
}

describe('the like heart', () => {
  it('draws a not-liked heart as an outline with no background, a liked one filled on red', () => {
    const off = heart(false);
    const on = heart(true);
    expect(off.background).toBe('transparent');
    expect(on.background).not.toBe('transparent');
    expect(on.background).not.toBe('');
    expect(off.fill).toBe('none');
    expect(on.fill).toBe('currentColor');
    expect(off.button.getAttribute('aria-pressed')).toBe('false');
    expect(on.button.getAttribute('aria-pressed')).toBe('true');
  });

  it('toggles from the keyboard when drawn inside another button', () => {
    const onToggle = vi.fn();
    renderScreen(<HeartButton liked={false} label="Like Manufacturing" onToggle={onToggle} inButton />);
    const button = screen.getByRole('button', { name: 'Like Manufacturing' });
    expect(button.tagName).toBe('SPAN');
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(2);
  });
});
