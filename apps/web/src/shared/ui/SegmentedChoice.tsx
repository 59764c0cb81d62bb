// Its markup wears SegmentedControl's class names (segmented-choice.ts) without its code, which is what brings
// a Mantine component's rules into a page in the build (vite.config.ts, `mantineStylesPerComponent`).
import '@mantine/core/styles/SegmentedControl.css';
import { type MantineSize, useMantineTheme } from '@mantine/core';
import { type ComponentPropsWithoutRef, useId } from 'react';
import {
  SEGMENTED_CLASSES as C,
  type SegmentedChoiceData,
  segmentedItems,
  segmentedVars,
} from './segmented-choice';

export interface SegmentedChoiceProps<T extends string>
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  value: T;
  onChange: (value: T) => void;
  data: SegmentedChoiceData<T>;
  fullWidth?: boolean;
  size?: MantineSize;
  disabled?: boolean;
}

/**
 * Mantine's SegmentedControl without its floating indicator: the same markup, class names and radio group
 * (native radios, so the arrow keys move the choice and skip disabled items), with the active item drawn by
 * Mantine's own stylesheet on the checked label (the `::before` it draws until the indicator has measured).
 * The indicator measured every item (getBoundingClientRect, getComputedStyle) after mounting and on every
 * resize, forcing a layout of the whole page: on /ab3's load that was up to a second at 4× CPU slowdown.
 * The chosen item does not slide to its place (the label's colour still fades): an animation would need a
 * stylesheet of its own, one more request before every page that shows the control.
 * The rest of the props go to the root, as Mantine's do.
 */
export function SegmentedChoice<T extends string>({
  value,
  onChange,
  data,
  fullWidth,
  size,
  disabled,
  className,
  style,
  ...others
}: SegmentedChoiceProps<T>) {
  const { focusRing } = useMantineTheme();
  const name = useId();
  const items = segmentedItems(data);
  if (items.length === 0) return null;

  return (
    <div
      {...others}
      className={[C.root, 'mantine-SegmentedControl-root', className].filter(Boolean).join(' ')}
      style={{ ...segmentedVars(size), ...style }}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-with-items-borders
      data-disabled={disabled || undefined}
      role="radiogroup"
    >
      {items.map((item) => {
        const active = value === item.value;
        const off = disabled || item.disabled;
        const id = `${name}-${item.value}`;
        return (
          <div
            key={item.value}
            className={`${C.control} mantine-SegmentedControl-control`}
            data-active={active || undefined}
          >
            <input
              className={`${C.input} mantine-SegmentedControl-input`}
              type="radio"
              id={id}
              name={name}
              value={item.value}
              checked={active}
              disabled={off}
              data-focus-ring={focusRing}
              onChange={() => onChange(item.value)}
            />
            <label
              className={`${C.label} mantine-SegmentedControl-label`}
              htmlFor={id}
              data-active={(active && !off) || undefined}
              data-disabled={off || undefined}
            >
              <span className={`${C.innerLabel} mantine-SegmentedControl-innerLabel`}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
