import '@mantine/carousel/styles.css';
import { AccordionChevron, rem, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BannerCarouselProps, type BannerStep, CAROUSEL_CLASSES as C } from './banner-carousel';
import { slideAt } from './banner-loop';
import { DEFAULT_BANNER_TIMING } from './carousel-timing';
import { useBannerMotion } from './useBannerMotion';

const KEY_STEPS: Record<string, (count: number) => BannerStep> = {
  ArrowRight: () => ({ kind: 'next' }),
  ArrowLeft: () => ({ kind: 'previous' }),
  Home: () => ({ kind: 'to', index: 0 }),
  End: (count) => ({ kind: 'to', index: count - 1 }),
};

/**
 * The banner slider of spec 1 §2.9: @mantine/carousel's markup, class names and stylesheet, moved by
 * `useBannerMotion` instead of the carousel's code (embla, ~10 KiB gzip that /home would otherwise
 * download): it loops, turns by itself, answers its arrows, dots and keys as @mantine/carousel does, and
 * follows a swipe (decision 016, "The banner without its carousel").
 */
export function BannerCarousel({ slides, timing = DEFAULT_BANNER_TIMING, label }: BannerCarouselProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const { containerRef, target, dragging, go, dragHandlers } = useBannerMotion(
    count,
    timing.transitionMs,
    reducedMotion,
  );
  const indicators = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const selected = slideAt(target, count);
  // People who asked their device for less motion get a still banner they can turn themselves.
  const turns = !hovered && !focused && !dragging && !reducedMotion && count > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every move (the reader's too) restarts the wait
  useEffect(() => {
    if (!turns) return;
    // A hidden page waits for the next turn.
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') go({ kind: 'next' });
    }, timing.autoplayMs);
    return () => window.clearInterval(timer);
  }, [turns, go, timing.autoplayMs, target]);

  const keyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key]?.(count);
    if (!step) return;
    event.preventDefault();
    const next = slideAt(go(step), count);
    // On a dot, the focus moves with the slide to its dot, as @mantine/carousel's dots do.
    if ((event.target as HTMLElement).matches('[role="tab"]')) {
      (indicators.current?.children[next] as HTMLElement | undefined)?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the markup @mantine/carousel gives, so the banner looks the same
    <div
      id={id}
      className={`${C.root} mantine-Carousel-root`}
      data-orientation="horizontal"
      data-include-gap-in-size="true"
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      style={{
        // What @mantine/carousel's defaults give (control size 26, offset sm, one slide per view, no gap).
        ['--carousel-control-size' as string]: rem(26),
        ['--carousel-controls-offset' as string]: 'var(--mantine-spacing-sm)',
        ['--carousel-slide-size' as string]: '100%',
        ['--carousel-slide-gap' as string]: '0rem',
      }}
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDownCapture={keyDown}
    >
      {/* Announced when the reader turns it; not every few seconds while it turns by itself. */}
      <VisuallyHidden role="status" aria-live={turns ? 'off' : 'polite'} aria-atomic="true">
        {t('carousel.status', { n: selected + 1, total: count })}
      </VisuallyHidden>
      <div className={`${C.controls} mantine-Carousel-controls`} data-orientation="horizontal">
        {(['previous', 'next'] as const).map((kind) => (
          <UnstyledButton
            key={kind}
            className={`${C.control} mantine-Carousel-control`}
            aria-controls={id}
            aria-label={t(`carousel.${kind}`)}
            aria-disabled={false}
            data-type={kind}
            onClick={() => go({ kind })}
          >
            <AccordionChevron style={{ transform: `rotate(${kind === 'previous' ? 90 : -90}deg)` }} />
          </UnstyledButton>
        ))}
      </div>
      <div
        className={`${C.viewport} mantine-Carousel-viewport`}
        data-type="media"
        // Horizontal moves come to the drag; vertical ones still scroll the page, pinches still zoom.
        style={{ touchAction: 'pan-y pinch-zoom' }}
        {...dragHandlers}
      >
        <div
          ref={containerRef}
          className={`${C.container} mantine-Carousel-container`}
          data-orientation="horizontal"
        >
          {slides.map((slide, index) => (
            // The markup @mantine/carousel gives, with its labels in the reader's language.
            // biome-ignore lint/a11y/useSemanticElements: the markup @mantine/carousel gives
            <div
              key={slide.key}
              className={`${C.slide} mantine-Carousel-slide`}
              data-orientation="horizontal"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.status', { n: index + 1, total: count })}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div
        ref={indicators}
        className={`${C.indicators} mantine-Carousel-indicators`}
        role="tablist"
        aria-label={t('carousel.slides')}
        data-orientation="horizontal"
      >
        {slides.map((slide, index) => (
          <UnstyledButton
            key={slide.key}
            className={`${C.indicator} mantine-Carousel-indicator`}
            role="tab"
            aria-label={t('carousel.goTo', { n: index + 1 })}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            data-active={index === selected || undefined}
            data-orientation="horizontal"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go({ kind: 'to', index })}
          />
        ))}
      </div>
    </div>
  );
}
