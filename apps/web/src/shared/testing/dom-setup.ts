import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: Mantine asks for media queries (colour scheme, breakpoints) and observes sizes
// (ScrollArea, Popover), focus management scrolls, and autosizing textareas wait for fonts; these
// stand-ins answer as a desktop screen would.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStandIn as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// Autosizing textareas measure again when web fonts load.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
window.HTMLElement.prototype.scrollTo ??= () => {};

afterEach(() => {
  cleanup();
});
