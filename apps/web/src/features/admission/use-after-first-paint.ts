import { startTransition, useEffect, useState } from 'react';

/**
 * False while a component draws for the first time, true from the render after the browser has painted
 * that first one: a part of the page below the first screen can wait for it (decision 016, issue 25).
 *
 * A requestAnimationFrame callback runs just before a frame is painted; a task it queues runs after that
 * paint. The later render is a transition, so React draws the rest in slices between the student's taps.
 * Without animation frames (jsdom) the task alone stands for it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(after) : undefined;
    if (frame === undefined) after();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
