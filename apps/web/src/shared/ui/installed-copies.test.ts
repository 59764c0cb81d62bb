import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_CLASSES } from './banner-carousel';
import { EMBLA_FRAME_MS, emblaStep, type Motion } from './carousel-timing';
import { SEGMENTED_CLASSES } from './segmented-choice';

/**
 * The home banner and the segmented control copy two things from packages they do not run: Mantine's hashed
 * class names (styled by Mantine's stylesheet) and embla's slide physics. These tests read the installed
 * packages, so an upgrade that changes either fails here instead of drawing an unstyled control or a banner
 * that moves differently (issue 29 item 8).
 */

const require = createRequire(import.meta.url);
const installed = (name: string) => readFileSync(require.resolve(name), 'utf8');

describe("Mantine's stylesheets still style the classes we draw with", () => {
  const cases = [
    ['@mantine/core/styles.css', 'SegmentedControl', SEGMENTED_CLASSES],
    ['@mantine/carousel/styles.css', 'Carousel', CAROUSEL_CLASSES],
  ] as const;
  for (const [sheet, component, classes] of cases)
    it(`${component}: every class has a rule in ${sheet}`, () => {
      const css = installed(sheet);
      const missing = Object.entries(classes).filter(([, name]) => !new RegExp(`\\.${name}\\b`).test(css));
      expect(missing).toEqual([]);
    });
});

/** One top-level function of embla's build, as written there. */
function emblaFunction(source: string, name: string): string {
  const found = new RegExp(`^function ${name}\\([\\s\\S]*?^\\}`, 'm').exec(source);
  if (!found) throw new Error(`embla-carousel no longer has a function ${name}`);
  return found[0];
}

describe("embla's slide physics, as carousel-timing.ts copies them", () => {
  const source = installed('embla-carousel');

  it('steps at a fixed 60 frames a second', () => {
    expect(source).toMatch(/const fixedTimeStep = 1000 \/ 60;/);
    expect(EMBLA_FRAME_MS).toBe(1000 / 60);
  });

  it('moves a slide frame by frame exactly as emblaStep does, with the default friction', () => {
    const friction = Number(/^\s*const friction = ([\d.]+);$/m.exec(source)?.[1]);
    expect(friction).toBeGreaterThan(0);
    // embla's own ScrollBody and Vector1D, taken from the installed build and run as they are.
    const make = new Function(
      [
        ...['mathAbs', 'mathSign', 'isNumber', 'Vector1D', 'ScrollBody'].map((n) => emblaFunction(source, n)),
        'return { Vector1D, ScrollBody };',
      ].join('\n'),
    ) as () => {
      Vector1D: (v: number) => { get(): number };
      ScrollBody: (...args: unknown[]) => { seek(): unknown };
    };
    const { Vector1D, ScrollBody } = make();
    for (const duration of [10, 25, 60]) {
      const location = Vector1D(0);
      const body = ScrollBody(location, Vector1D(0), Vector1D(0), Vector1D(1), duration, friction);
      let ours: Motion = { position: 0, velocity: 0 };
      for (let frame = 0; frame < 120; frame++) {
        body.seek();
        ours = emblaStep(ours, 1, duration);
        expect(ours.position).toBeCloseTo(location.get(), 12);
      }
    }
  });
});
