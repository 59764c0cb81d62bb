import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CarouselTiming, DEFAULT_BANNER_TIMING, emblaDurationForMs } from './carousel-timing';

interface BannerCarouselProps {
  slides: { key: string; content: ReactNode }[];
  timing?: CarouselTiming;
  label: string;
}

/** The banner slider of spec 1 §2.9: one slide per view, looping, turning by itself. */
export function BannerCarousel({ slides, timing = DEFAULT_BANNER_TIMING, label }: BannerCarouselProps) {
  const { t } = useTranslation();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

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
