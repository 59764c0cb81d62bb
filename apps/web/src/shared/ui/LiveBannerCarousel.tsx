import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerCarouselProps, BannerStep } from './banner-carousel';
import { DEFAULT_BANNER_TIMING, emblaDurationForMs } from './carousel-timing';

interface LiveBannerCarouselProps extends BannerCarouselProps {
  /** What the reader (or the first turn) asked of the drawn first slide before this code arrived. */
  start: BannerStep;
  id: string;
}

/** The banner slider of spec 1 §2.9 once its code is loaded: looping, turning by itself. */
export default function LiveBannerCarousel({
  slides,
  timing = DEFAULT_BANNER_TIMING,
  label,
  start,
  id,
}: LiveBannerCarouselProps) {
  const { t } = useTranslation();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!embla) return;
    if (start.kind === 'next') embla.scrollNext();
    else if (start.kind === 'previous') embla.scrollPrev();
    else if (start.kind === 'to') embla.scrollTo(start.index);
    // The control pressed on the drawn first slide was replaced by this one: the focus follows it.
    if (start.focus) document.getElementById(id)?.querySelector<HTMLElement>(start.focus)?.focus();
  }, [embla, start, id]);

  useEffect(() => {
    // People who asked their device for less motion get a still banner they can turn themselves.
    if (!embla || paused || reducedMotion || slides.length < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, timing.autoplayMs);
    return () => window.clearInterval(timer);
  }, [embla, paused, reducedMotion, slides.length, timing.autoplayMs]);

  return (
    <Carousel
      id={id}
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      withIndicators
      slideSize="100%"
      emblaOptions={{ loop: true, duration: emblaDurationForMs(timing.transitionMs) }}
      getEmblaApi={setEmbla}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('carousel.goTo', { n: index + 1 }) })}
    >
      {slides.map((slide) => (
        <Carousel.Slide key={slide.key}>{slide.content}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
