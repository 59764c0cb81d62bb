import { type ReactNode, useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while React takes over a page the server drew (and on the server); true ever after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
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
