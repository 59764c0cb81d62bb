import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * The heart of a like (spec 3: professions, sectors, segments). Liked and not liked must read apart at a
 * glance (issue 24 item 17: Mantine's 'light' variant with a shade draws a solid red square, so both
 * states were a red square): liked is a white heart on red, not liked a red outline heart on no fill.
 */
export function heartLook(liked: boolean): { variant: 'filled' | 'outline'; color: string } {
  return { variant: liked ? 'filled' : 'outline', color: 'red.8' };
}

export function HeartIcon({ size = 18, filled = false }: { size?: number; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
    >
      <path
        d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A like toggle: the heart, its label as tooltip and accessible name, and aria-pressed. `inButton` draws it
 * as a span with the button role, for a heart inside another button (an accordion control).
 */
export function HeartButton({
  liked,
  label,
  loading = false,
  onToggle,
  size,
  iconSize = 16,
  inButton = false,
  testId,
}: {
  liked: boolean;
  label: string;
  loading?: boolean;
  onToggle: () => void;
  size?: ActionIconProps['size'];
  iconSize?: number;
  inButton?: boolean;
  testId?: string;
}) {
  const spanProps = inButton
    ? {
        component: 'span' as const,
        role: 'button',
        tabIndex: 0,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            event.stopPropagation();
            onToggle();
          }
        },
      }
    : {};
  return (
    <Tooltip label={label}>
      <ActionIcon
        {...heartLook(liked)}
        {...spanProps}
        size={size}
        loading={loading}
        aria-pressed={liked}
        aria-label={label}
        data-liked={liked}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onToggle();
        }}
        data-testid={testId}
      >
        <HeartIcon size={iconSize} filled={liked} />
      </ActionIcon>
    </Tooltip>
  );
}
