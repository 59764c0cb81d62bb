// Small inline icons: no icon library is bundled for the few this feature needs.

interface IconProps {
  size?: number;
  filled?: boolean;
}

export function ThumbIcon({ size = 18, filled = false, down = false }: IconProps & { down?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        d="M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.5-7A2 2 0 0 0 18.8 10H14l.8-4.2a1.6 1.6 0 0 0-2.9-1.2L9 10v11z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
