import type { BannerStep } from './banner-carousel';

/*
 * The banner loops: its position is a number of slides that grows past the last slide and below the
 * first (slide i of n shows at positions i, i ± n, i ± 2n...), so that a turn from the last slide to the
 * first moves forwards like any other.
 */

/** The slide shown at a whole position. */
export function slideAt(position: number, count: number): number {
  return ((Math.round(position) % count) + count) % count;
}

/**
 * How many slides a slide is moved by (whole rounds of `count`) so that it lies within half a round of
 * `position`: the slides on either side of the one shown are then its neighbours, wherever the loop is.
 */
export function loopShift(slide: number, position: number, count: number): number {
  return -count * Math.floor((slide - position + count / 2) / count);
}

/** The whole position a step leads to from `target`; a slide asked for by number is reached the short way. */
export function stepTarget(target: number, step: BannerStep, count: number): number {
  if (step.kind !== 'to') return target + (step.kind === 'next' ? 1 : -1);
  let distance = (((step.index - target) % count) + count) % count;
  if (distance > count / 2) distance -= count;
  return target + distance;
}

/**
 * Where a dragged banner settles: the nearest slide to where it would be after `flick` more slides (the
 * finger's speed carried on for a moment), at most one slide from where the drag started.
 */
export function releaseTarget(start: number, position: number, flick: number): number {
  const nearest = Math.round(position + flick);
  return Math.min(start + 1, Math.max(start - 1, nearest));
}
