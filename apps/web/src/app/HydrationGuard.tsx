import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { pageHydrated } from './page-hydrated';

/** True from main.tsx's takeover of a page the server drew until React has taken the page itself over. */
let takingOverDrawnPage = false;

/** main.tsx, before it hydrates a page the server drew (decision 030). */
export function markTakingOverDrawnPage(): void {
  takingOverDrawnPage = true;
  void pageHydrated.then(() => {
    takingOverDrawnPage = false;
  });
}

/**
 * False while React takes over a page the server drew (and on the server); true ever after, and at once
 * for anything drawn in the browser. It turns true once the page itself is taken over, not the shell
 * alone: the shell is taken over first, and a page still drawn only in HTML inside an open shell took
 * focus and keys that its parts were not yet registered for (a drag picked up by the keyboard went
 * nowhere). The switch is a transition: a store whose snapshot differs after hydration
 * (useSyncExternalStore) forces a synchronous redraw instead, and a redraw of the shell around a page not
 * yet taken over takes the whole page over in that one task (~0.35 s at 4× on a phone, issue 25).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !takingOverDrawnPage);
  useEffect(() => {
    if (hydrated) return;
    let live = true;
    void pageHydrated.then(() => {
      if (live) startTransition(() => setHydrated(true));
    });
    return () => {
      live = false;
    };
  }, [hydrated]);
  return hydrated;
}

/**
 * A server-drawn page shows seconds before its code runs on a slow phone (decision 030). Until React has
 * taken it over, its fields and buttons are disabled and nothing in it takes a tap or focus: a number typed
 * or a tap made into the HTML alone would be lost without a word. Drawn in the browser, it is open at once.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function HydrationGuard({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      inert={!hydrated}
      data-hydrating={hydrated ? undefined : ''}
      style={{ display: 'contents', border: 0, margin: 0, padding: 0, minInlineSize: 0 }}
    >
      {children}
    </fieldset>
  );
}
