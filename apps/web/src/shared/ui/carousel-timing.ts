/**
 * Embla's `duration` is not milliseconds: each 1/60 s frame the slide's speed grows by distance/duration
 * and is damped by a fixed friction. The spec gives transition times in ms (2 s on home, 1000 ms
 * elsewhere), so this finds the duration whose slide settles after that time.
 */
// embla-carousel 8's default friction; installed-copies.test.ts runs the installed embla against emblaStep.
const FRICTION = 0.68;
const SETTLED = 0.01; // 1% of the distance left: the eye sees the slide as arrived

/** How often embla moves a slide: its physics runs at a fixed 60 steps a second, whatever the screen's rate. */
export const EMBLA_FRAME_MS = 1000 / 60;

export interface Motion {
  position: number;
  velocity: number;
}

/**
 * One 1/60 s step of embla's scroll body towards `target` (embla-carousel 8's `ScrollBody.seek`), so that a
 * banner moved without embla slides with the same look: fast at first, easing into place.
 */
export function emblaStep({ position, velocity }: Motion, target: number, duration: number): Motion {
  const next = (velocity + (target - position) / duration) * FRICTION;
  return { position: position + next, velocity: next };
}

export function emblaSettleMs(duration: number): number {
  let motion: Motion = { position: 0, velocity: 0 };
  for (let frame = 1; frame < 100_000; frame++) {
    motion = emblaStep(motion, 1, duration);
    if (Math.abs(1 - motion.position) < SETTLED) return frame * EMBLA_FRAME_MS;
  }
  return Number.POSITIVE_INFINITY;
}

export function emblaDurationForMs(ms: number): number {
  let duration = 1;
  while (duration < 500 && emblaSettleMs(duration) < ms) duration++;
  return duration;
}

export interface CarouselTiming {
  autoplayMs: number;
  transitionMs: number;
}

/** Spec 1 §2.9: the home banner turns every 5 s in 2 s; other banners every 3 s in 1000 ms. */
export const HOME_BANNER_TIMING: CarouselTiming = { autoplayMs: 5000, transitionMs: 2000 };
export const DEFAULT_BANNER_TIMING: CarouselTiming = { autoplayMs: 3000, transitionMs: 1000 };
