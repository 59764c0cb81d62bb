import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * The spec's dark blue. Shade 8 carries white text at about 11:1; shade 4 (links and light variants in the
 * dark theme) keeps 5:1 on the dark background.
 */
const navy: MantineColorsTuple = [
  '#edf2fc',
  '#d6e1f6',
  '#adc3ec',
  '#8eabe6',
  '#6f97e0',
  '#4f7ed6',
  '#3468c8',
  '#1f52b0',
  '#0a3a8c',
  '#062b6b',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans HK", "PingFang HK", "Microsoft JhengHei", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/** Mantine's default placeholder and dimmed greys fall below 4.5:1 on white; these pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Score and chance colours as text, and the light badges' text: Mantine's reach 4.3:1 or less on white
    // or on their own tint; these keep 4.5:1 and more (Lighthouse on /ab3).
    '--mantine-color-green-9': '#1b5e20',
    '--mantine-color-orange-9': '#a33a06',
    '--mantine-color-green-light-color': '#1b5e20',
    '--mantine-color-orange-light-color': '#a33a06',
    '--mantine-color-blue-light-color': '#1864ab',
  },
  dark: {
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
