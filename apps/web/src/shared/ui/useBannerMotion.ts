import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { BannerStep } from './banner-carousel';
import { loopShift, releaseTarget, stepTarget } from './banner-loop';
import { EMBLA_FRAME_MS, emblaDurationForMs, emblaStep, type Motion } from './carousel-timing';

/** A move shorter than this (px) is a tap or a shake, not a drag: embla's own threshold is close. */
const DRAG_START_PX = 6;
/** How long the finger's last speed is carried on when it lets go, to find where a flick settles. */
const FLICK_MS = 120;
/** The finger's speed is read over its last moves within this time. */
const SPEED_WINDOW_MS = 100;
/** Closer than this (in slides) to its target, at rest, the banner is placed exactly there (embla: 0.001 px). */
const AT_REST = 0.0005;
/** After a hidden page comes back, the slide does not replay more than a second of frames. */
const MAX_CATCH_UP_MS = 1000;

interface Drag {
  pointer: number;
  x: number;
  y: number;
  /** The whole position the banner was at (or going to) when the finger came down. */
  start: number;
  /** Where it was, in slides, when the finger came down (it can be caught mid-turn). */
  from: number;
  width: number;
  moving: boolean;
  moves: { time: number; x: number }[];
}

export interface BannerMotion {
  containerRef: RefObject<HTMLDivElement | null>;
  /** The whole position the banner shows or is turning to: the slide is `slideAt(target)`. */
  target: number;
  dragging: boolean;
  go: (step: BannerStep) => number;
  dragHandlers: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  };
}

/**
 * Moves @mantine/carousel's markup as its embla carousel would (the same physics, looping, one slide per
 * view), without embla: the container is translated by the position, and each slide by the whole rounds
 * that keep it beside the one shown. A drag follows the pointer and settles on the nearest slide.
 */
export function useBannerMotion(count: number, transitionMs: number, instant: boolean): BannerMotion {
  const containerRef = useRef<HTMLDivElement>(null);
  const motion = useRef<Motion>({ position: 0, velocity: 0 });
  const targetRef = useRef(0);
  const [target, setTarget] = useState(0);
  const frame = useRef(0);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const duration = useMemo(() => emblaDurationForMs(transitionMs), [transitionMs]);

  const place = useCallback(
    (position: number) => {
      const container = containerRef.current;
      if (!container) return;
      container.style.transform = `translate3d(${-position * 100}%, 0, 0)`;
      Array.from(container.children).forEach((slide, index) => {
        (slide as HTMLElement).style.transform =
          `translate3d(${loopShift(index, position, count) * 100}%, 0, 0)`;
      });
    },
    [count],
  );

  // Before the first paint, so that the last slide already waits on the left of the first.
  useLayoutEffect(() => place(motion.current.position), [place]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const animate = useCallback(() => {
    cancelAnimationFrame(frame.current);
    let last = performance.now();
    let lag = 0;
    const tick = (now: number) => {
      lag += Math.min(now - last, MAX_CATCH_UP_MS);
      last = now;
      // Embla's fixed 60 steps a second, whatever the screen's rate, so the turn takes the same time.
      while (lag >= EMBLA_FRAME_MS) {
        motion.current = emblaStep(motion.current, targetRef.current, duration);
        lag -= EMBLA_FRAME_MS;
      }
      const { position, velocity } = motion.current;
      if (Math.abs(targetRef.current - position) < AT_REST && Math.abs(velocity) < AT_REST) {
        motion.current = { position: targetRef.current, velocity: 0 };
        place(targetRef.current);
        return;
      }
      place(position);
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, [duration, place]);

  const moveTo = useCallback(
    (next: number) => {
      targetRef.current = next;
      setTarget(next);
      if (!instant) return animate();
      cancelAnimationFrame(frame.current);
      motion.current = { position: next, velocity: 0 };
      place(next);
    },
    [animate, instant, place],
  );

  const go = useCallback(
    (step: BannerStep) => {
      const next = stepTarget(targetRef.current, step, count);
      moveTo(next);
      return next;
    },
    [count, moveTo],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // A mouse drag moves the slide instead of selecting its text, as with embla.
    if (event.pointerType === 'mouse') event.preventDefault();
    drag.current = {
      pointer: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: targetRef.current,
      from: motion.current.position,
      width: event.currentTarget.clientWidth || 1,
      moving: false,
      moves: [{ time: event.timeStamp, x: event.clientX }],
    };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || event.pointerId !== d.pointer) return;
    const dx = event.clientX - d.x;
    if (!d.moving) {
      const dy = event.clientY - d.y;
      if (Math.abs(dy) > DRAG_START_PX && Math.abs(dy) > Math.abs(dx)) drag.current = null; // the page scrolls
      if (Math.abs(dx) < DRAG_START_PX || Math.abs(dx) < Math.abs(dy)) return;
      d.moving = true;
      // Caught mid-turn, the slide stops under the finger.
      cancelAnimationFrame(frame.current);
      d.from = motion.current.position;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    const position = d.from - dx / d.width;
    motion.current = { position, velocity: 0 };
    place(position);
    d.moves.push({ time: event.timeStamp, x: event.clientX });
    while (d.moves.length > 2 && event.timeStamp - (d.moves[0]?.time ?? 0) > SPEED_WINDOW_MS) d.moves.shift();
  };

  const release = (event: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || event.pointerId !== d.pointer) return;
    drag.current = null;
    if (!d.moving) return;
    setDragging(false);
    const first = d.moves[0];
    const elapsed = first ? event.timeStamp - first.time : 0;
    const speed = first && elapsed > 0 ? (event.clientX - first.x) / elapsed : 0; // px per ms
    const flick = cancelled ? 0 : (-speed * FLICK_MS) / d.width;
    moveTo(releaseTarget(d.start, motion.current.position, flick));
  };

  return {
    containerRef,
    target,
    dragging,
    go,
    dragHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event) => release(event, false),
      onPointerCancel: (event) => release(event, true),
    },
  };
}
