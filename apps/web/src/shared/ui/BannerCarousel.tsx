import '@mantine/carousel/styles.css';
import { AccordionChevron, rem, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BannerCarouselProps, type BannerStep, CAROUSEL_CLASSES as C } from './banner-carousel';
import { DEFAULT_BANNER_TIMING } from './carousel-timing';

const loadLive = () => import('./LiveBannerCarousel');
const LiveBannerCarousel = lazy(loadLive);

/** How long before the first turn the carousel's code is asked for, so that the turn is on time. */
const LOAD_AHEAD_MS = 1000;

/**
 * The banner slider of spec 1 §2.9. Its first slide is drawn at once, as @mantine/carousel draws it; the
 * carousel's code (embla, ~10 KiB gzip) is loaded when it is first needed — a touch, hover or focus, or
 * one second before the first turn — and takes over from the drawn slide, doing what was pressed.
 */
export function BannerCarousel(props: BannerCarouselProps) {
  const id = useId();
  const [step, setStep] = useState<BannerStep | null>(null);
  const frame = <FirstSlide {...props} id={id} onStep={step ? undefined : setStep} />;
  if (!step) return frame;
  return (
    <Suspense fallback={frame}>
      <LiveBannerCarousel {...props} id={id} start={step} />
    </Suspense>
  );
}

interface FirstSlideProps extends BannerCarouselProps {
  id: string;
  /** Absent once the carousel is on its way: the drawn slide then only stands in until it arrives. */
  onStep?: (step: BannerStep) => void;
}

function FirstSlide({ slides, timing = DEFAULT_BANNER_TIMING, label, id, onStep }: FirstSlideProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const turns = !!onStep && !paused && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!turns) return;
    const ahead = window.setTimeout(() => void loadLive(), Math.max(0, timing.autoplayMs - LOAD_AHEAD_MS));
    // The first turn, at the carousel's own pace; a hidden page waits for the next one, as the carousel does.
    const turn = window.setInterval(() => {
      if (document.visibilityState === 'visible') onStep({ kind: 'next' });
    }, timing.autoplayMs);
    return () => {
      window.clearTimeout(ahead);
      window.clearInterval(turn);
    };
  }, [turns, onStep, timing.autoplayMs]);

  const warm = () => void loadLive();
  const keyDown = (event: KeyboardEvent) => {
    const step: BannerStep | null =
      event.key === 'ArrowRight'
        ? { kind: 'next' }
        : event.key === 'ArrowLeft'
          ? { kind: 'previous' }
          : event.key === 'Home'
            ? { kind: 'to', index: 0 }
            : event.key === 'End'
              ? { kind: 'to', index: slides.length - 1 }
              : null;
    if (!step || !onStep) return;
    event.preventDefault();
    // The focused arrow or dot keeps the focus in the carousel that takes over.
    const target = event.target as HTMLElement;
    const type = target.getAttribute('data-type');
    const focus = type
      ? `[data-type="${type}"]`
      : target.matches('[role="tab"]')
        ? '[role="tab"][tabindex="0"]'
        : undefined;
    onStep({ ...step, focus });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the markup @mantine/carousel gives, so the slide looks the same
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
      onPointerEnter={(event) => {
        warm();
        if (event.pointerType === 'mouse') setPaused(true);
      }}
      onPointerLeave={() => setPaused(false)}
      onTouchStart={warm}
      onFocus={() => {
        warm();
        setPaused(true);
      }}
      onBlur={() => setPaused(false)}
      onKeyDownCapture={keyDown}
    >
      <div className={`${C.controls} mantine-Carousel-controls`} data-orientation="horizontal">
        {(['previous', 'next'] as const).map((kind) => (
          <UnstyledButton
            key={kind}
            className={`${C.control} mantine-Carousel-control`}
            aria-controls={id}
            aria-label={t(`carousel.${kind}`)}
            aria-disabled={false}
            data-type={kind}
            onClick={() => onStep?.({ kind, focus: `[data-type="${kind}"]` })}
          >
            <AccordionChevron style={{ transform: `rotate(${kind === 'previous' ? 90 : -90}deg)` }} />
          </UnstyledButton>
        ))}
      </div>
      <div className={`${C.viewport} mantine-Carousel-viewport`} data-type="media">
        <div className={`${C.container} mantine-Carousel-container`} data-orientation="horizontal">
          {slides.map((slide) => (
            // Mantine's own (English) slide label, as the carousel that takes over gives it.
            // biome-ignore lint/a11y/useSemanticElements: the markup @mantine/carousel gives
            <div
              key={slide.key}
              className={`${C.slide} mantine-Carousel-slide`}
              data-orientation="horizontal"
              role="group"
              aria-roledescription="slide"
              aria-label="Carousel slide"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div
        className={`${C.indicators} mantine-Carousel-indicators`}
        role="tablist"
        aria-label="Slides"
        data-orientation="horizontal"
      >
        {slides.map((slide, index) => (
          <UnstyledButton
            key={slide.key}
            className={`${C.indicator} mantine-Carousel-indicator`}
            role="tab"
            aria-label={t('carousel.goTo', { n: index + 1 })}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-active={index === 0 || undefined}
            data-orientation="horizontal"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onStep?.({ kind: 'to', index, focus: `[role="tab"]:nth-child(${index + 1})` })}
          />
        ))}
      </div>
    </div>
  );
}
