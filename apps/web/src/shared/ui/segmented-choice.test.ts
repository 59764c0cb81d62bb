import { MantineProvider, SegmentedControl } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from './SegmentedChoice';
import { SEGMENTED_CLASSES, segmentedItems } from './segmented-choice';

/** The markup of one element inside the provider, without the provider's style tags. */
function markup(element: ReactElement): string {
  return renderToStaticMarkup(createElement(MantineProvider, null, element)).replace(
    /<style[^>]*>[^<]*<\/style>/g,
    '',
  );
}

/**
 * Each tag with its attributes sorted, and the radio group's generated name (and the ids made from it)
 * replaced by `NAME`.
 */
function normalised(html: string): string {
  const names = new Set([...html.matchAll(/ name="([^"]+)"/g)].map((m) => m[1] as string));
  let out = html;
  for (const name of names) out = out.split(name).join('NAME');
  return out.replace(
    /<([a-z]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g,
    (_tag, tagName, attrs, selfClosing) => {
      const list = [...(attrs as string).matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, key, value]) =>
        value === undefined ? key : `${key}="${value}"`,
      );
      return `<${tagName}${list.length ? ` ${list.sort().join(' ')}` : ''}${selfClosing}>`;
    },
  );
}

const cases = [
  {
    name: 'full width, labelled, with a test id (the /ab3 segments)',
    props: {
      fullWidth: true,
      value: 'programs',
      'aria-label': 'Steps',
      'data-testid': 'ab3-segment-control',
      data: [
        { value: 'disciplines', label: '1 Disciplines' },
        { value: 'programs', label: '2 Programs' },
        { value: 'electives', label: '3 Electives' },
      ],
    },
  },
  {
    name: 'size xs, a disabled item and a title (the deck filters)',
    props: {
      size: 'xs' as const,
      value: 'all',
      title: 'Only for a target',
      data: [
        { value: 'all', label: 'All' },
        { value: 'school', label: 'School', disabled: true },
      ],
    },
  },
  { name: 'items as bare strings', props: { value: 'b', data: ['a', 'b', 'c'] } },
  { name: 'nothing chosen yet', props: { value: '', data: ['0', '1', '2'] } },
  { name: 'the whole control disabled', props: { value: 'a', disabled: true, data: ['a', 'b'] } },
];

describe('SegmentedChoice, the segmented control that does not measure', () => {
  it("uses Mantine's SegmentedControl class names, so Mantine's stylesheet draws it", () => {
    expect(SEGMENTED_CLASSES).toEqual(SegmentedControl.classes);
  });

  for (const { name, props } of cases)
    it(`renders Mantine's markup: ${name}`, () => {
      const onChange = () => {};
      const ours = normalised(markup(createElement(SegmentedChoice, { ...props, onChange })));
      const mantine = normalised(markup(createElement(SegmentedControl, { ...props, onChange })));
      expect(ours).toBe(mantine);
    });

  it('is a radio group of native radios, one name, the chosen one checked, labels tied to them', () => {
    const props = {
      value: 'b',
      onChange: () => {},
      'aria-label': 'Pick one',
      'data-testid': 'pick',
      data: ['a', { value: 'b', label: 'Bee' }, { value: 'c', label: 'Sea', disabled: true }],
    };
    const html = markup(createElement(SegmentedChoice, props));
    expect(html).toMatch(/^<div [^>]*role="radiogroup"/);
    expect(html).toContain('aria-label="Pick one"');
    expect(html).toContain('data-testid="pick"');
    const radios = [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(3);
    const groupNames = new Set(radios.map((r) => r.match(/ name="([^"]+)"/)?.[1]));
    expect(groupNames.size).toBe(1);
    expect(radios.map((r) => r.includes('checked=""'))).toEqual([false, true, false]);
    expect(radios.map((r) => r.includes('disabled=""'))).toEqual([false, false, true]);
    for (const radio of radios) {
      const id = radio.match(/ id="([^"]+)"/)?.[1];
      expect(html).toContain(`for="${id}"`);
    }
    // The indicator that measures is not there, and neither is the attribute that hides the drawn item.
    expect(html).not.toContain(SEGMENTED_CLASSES.indicator);
    expect(html).not.toContain('data-initialized');
  });

  it('labels bare strings by themselves', () => {
    expect(segmentedItems<string>(['x', { value: 'y', label: 'Why' }])).toEqual([
      { value: 'x', label: 'x' },
      { value: 'y', label: 'Why' },
    ]);
  });
});
