import type { ReactNode } from 'react';
import type { CarouselTiming } from './carousel-timing';

export interface BannerCarouselProps {
  slides: { key: string; content: ReactNode }[];
  timing?: CarouselTiming;
  label: string;
}

/**
 * What was asked of the drawn first slide before the carousel's code arrived, done by the carousel when
 * it does; `focus` selects the control to hand the focus to.
 */
export type BannerStep =
  | { kind: 'next' | 'previous'; focus?: string }
  | { kind: 'to'; index: number; focus?: string };

/**
 * @mantine/carousel's class names (its `Carousel.classes`, version 9.7.3): the first slide is drawn with
 * them before the carousel's code is loaded, so that it looks the same. A test holds them to the package's.
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
