import type { ReactNode } from 'react';
import type { CarouselTiming } from './carousel-timing';

export interface BannerCarouselProps {
  slides: { key: string; content: ReactNode }[];
  timing?: CarouselTiming;
  label: string;
}

/** A turn of the banner: by an arrow, an arrow key, a dot, Home or End, or by itself. */
export type BannerStep = { kind: 'next' | 'previous' } | { kind: 'to'; index: number };

/**
 * @mantine/carousel's class names (its `Carousel.classes`, version 9.7.3): the banner is drawn with them
 * and its stylesheet, without the carousel's code, so that it looks the same. A test holds them to the
 * package's.
 */
export const CAROUSEL_CLASSES = {
  root: 'm_17884d0f',
  viewport: 'm_a2dae653',
  container: 'm_fcd81474',
  controls: 'm_39bc3463',
  control: 'm_64f58e10',
  indicators: 'm_71ea3ab1',
  indicator: 'm_eae68602',
  slide: 'm_d98df724',
} as const;
