import type { MantineSize } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's SegmentedControl class names (its `SegmentedControl.classes`, version 9.7.3): SegmentedChoice
 * draws the same markup with them, so Mantine's stylesheet styles it. A test holds them to the package's.
 */
export const SEGMENTED_CLASSES = {
  root: 'm_cf365364',
  indicator: 'm_9e182ccd',
  label: 'm_1738fcb2',
  input: 'm_1714d588',
  control: 'm_69686b9b',
  innerLabel: 'm_78882f40',
} as const;

export interface SegmentedChoiceItem<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export type SegmentedChoiceData<T extends string = string> = readonly (T | SegmentedChoiceItem<T>)[];

/** Items given as bare strings are labelled by themselves, as Mantine's are. */
export function segmentedItems<T extends string>(data: SegmentedChoiceData<T>): SegmentedChoiceItem<T>[] {
  return data.map((item) => (typeof item === 'string' ? { value: item, label: item } : item));
}

/**
 * The root's CSS variables as Mantine's SegmentedControl sets them for the props we use: the active item's
 * shadow, and the padding and font size of a theme size.
 */
export function segmentedVars(size: MantineSize | undefined): CSSProperties {
  const vars: Record<string, string> = { '--sc-shadow': 'var(--mantine-shadow-xs)' };
  if (size !== undefined) {
    vars['--sc-padding'] = `var(--sc-padding-${size})`;
    vars['--sc-font-size'] = `var(--mantine-font-size-${size})`;
  }
  return vars as CSSProperties;
}
