import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markTakingOverDrawnPage, useHydrated } from './HydrationGuard';
import { markPageHydrated, pageHydrated } from './page-hydrated';

/** Every value `useHydrated` gave, render by render. */
function renders() {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useHydrated());
    return null;
  }
  return { seen, Probe };
}

// One module state for the whole file, in the order a page lives it: the flag is set once, before React
// starts, and cleared once the page is taken over.
describe('useHydrated', () => {
  it('is true from the first render of anything the browser draws itself', () => {
    const { seen, Probe } = renders();
    render(<Probe />);
    expect(seen[0]).toBe(true);
    expect(seen).not.toContain(false);
  });

  it('while a drawn page is taken over: false (as drawn) until the page itself is taken over, then true', async () => {
    markTakingOverDrawnPage();
    const { seen, Probe } = renders();
    await act(async () => {
      render(<Probe />);
    });
    // The shell is taken over; the page inside it is not yet.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(true);
    await act(async () => {
      markPageHydrated();
      await pageHydrated;
    });
    expect(seen.at(-1)).toBe(true);
  });

  it('once the page is taken over, anything drawn later is open from its first render', async () => {
    const { seen, Probe } = renders();
    render(<Probe />);
    expect(seen[0]).toBe(true);
  });
});
