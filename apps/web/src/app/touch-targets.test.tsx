import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Carousel } from '@mantine/carousel';
import {
  ActionIcon,
  Anchor,
  AppShell,
  Button,
  Checkbox,
  Chip,
  CloseButton,
  MantineProvider,
  Pagination,
  PasswordInput,
  Radio,
  SegmentedControl,
  Switch,
  Tabs,
  TextInput,
} from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

/**
 * touch-targets.css raises Mantine's small control sizes to 44 px on phones (issue 24 item 28) by the
 * variables and static class names of Mantine 9.7.3. A rule whose variable or class an upgrade renamed would
 * silently do nothing: these tests hold the stylesheet to the installed packages.
 */

const require = createRequire(import.meta.url);
const ours = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'touch-targets.css'),
  'utf8',
);
const mantine = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');

/** The custom properties a stylesheet declares (`--name: value;`), with their values. */
function declared(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of css.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;{}]+);/g)) found.set(m[1]!, m[2]!.trim());
  return found;
}

/** `calc(1.875rem * var(--mantine-scale))` in px at Mantine's default scale and a 16 px root; NaN else. */
function px(value: string): number {
  const m = /^calc\(([\d.]+)rem \* var\(--mantine-scale\)\)$/.exec(value);
  return m ? Number(m[1]) * 16 : Number.NaN;
}

/** The size scales Mantine gives its tappable controls: each step that is under 44 px must be raised. */
const SCALES = [
  /^--button-height-(xs|sm|md|lg|xl|compact-(xs|sm|md|lg|xl))$/,
  /^--ai-size-(xs|sm|md|lg|xl|input-(xs|sm|md|lg|xl))$/,
  /^--cb-size-(xs|sm|md|lg|xl)$/,
  /^--chip-size-(xs|sm|md|lg|xl)$/,
  /^--input-height-(xs|sm|md|lg|xl)$/,
  /^--pagination-control-size-(xs|sm|md|lg|xl)$/,
  /^--psi-button-size-(xs|sm|md|lg|xl)$/,
];

describe('touch-targets.css against the installed @mantine/core', () => {
  const theirs = declared(mantine);
  const set = declared(ours);

  it('raises every step of the control size scales that is under 44 px, and only those', () => {
    const small = [...theirs]
      .filter(([name, value]) => SCALES.some((s) => s.test(name)) && px(value) < 44)
      .map(([name]) => name)
      .sort();
    // The scales are still there: an upgrade that renamed them would leave nothing to raise.
    expect(small.length).toBeGreaterThanOrEqual(30);
    const raised = [...set].filter(([name]) => SCALES.some((s) => s.test(name)));
    expect(raised.map(([name]) => name).sort()).toEqual(small);
    for (const [name, value] of raised) expect(value, name).toBe('var(--tap-min)');
  });

  it('declares only variables that Mantine reads, besides its own 44 px', () => {
    const unknown = [...set.keys()].filter((name) => name !== '--tap-min' && !theirs.has(name));
    expect(unknown).toEqual([]);
    expect(set.get('--tap-min')).toBe('calc(2.75rem * var(--mantine-scale))');
  });

  it('applies on phones only: every rule but the 44 px itself sits in the max-width: 48em query', () => {
    const outside = ours.replace(/@media \(max-width: 48em\) \{[\s\S]*?\n\}\n/, '');
    expect(outside).not.toBe(ours);
    expect(outside.replace(/\/\*[\s\S]*?\*\//g, '').trim()).toBe(
      ':root {\n  --tap-min: calc(2.75rem * var(--mantine-scale));\n}',
    );
  });
});

describe('the static class names touch-targets.css selects are on the rendered components', () => {
  afterEach(cleanup);

  const classes = [...new Set([...ours.matchAll(/\.(mantine-[A-Za-z]+-[A-Za-z]+)/g)].map((m) => m[1]!))];

  it('finds each class on a component Mantine renders', () => {
    // The carousel needs a browser's layout to mount: its class names come from its styles API instead.
    const carousel = classes.filter((c) => c.startsWith('mantine-Carousel-'));
    for (const c of carousel)
      expect(Object.keys(Carousel.classes)).toContain(c.replace('mantine-Carousel-', ''));

    const { container } = render(
      <MantineProvider theme={theme}>
        <AppShell header={{ height: 56 }}>
          <AppShell.Header>header</AppShell.Header>
        </AppShell>
        <Button>Apply</Button>
        <ActionIcon aria-label="like">♥</ActionIcon>
        <CloseButton aria-label="close" />
        <Chip>4A</Chip>
        <TextInput label="Name" />
        <PasswordInput label="Password" />
        <Pagination total={3} />
        <SegmentedControl data={['Cards', 'List']} />
        <Tabs defaultValue="a">
          <Tabs.List>
            <Tabs.Tab value="a">A</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Checkbox label="Agree" />
        <Radio label="Yes" value="yes" />
        <Switch label="On" />
        <Anchor href="/privacy">Privacy</Anchor>
      </MantineProvider>,
    );
    const missing = classes
      .filter((c) => !c.startsWith('mantine-Carousel-'))
      .filter((c) => !container.ownerDocument.querySelector(`.${c}`));
    expect(classes.length).toBeGreaterThanOrEqual(15);
    expect(missing).toEqual([]);
  });
});
