/** Long enough for a slow phone to fetch the stylesheet; a render that waits forever would be worse. */
const GIVE_UP_MS = 15_000;

/**
 * index.html asks for the app's stylesheet as a preload (vite.config.ts, `appStylesheetAsPreload`): the
 * boot header needs none of it, so the first paint does not wait for it. Here it becomes the page's
 * stylesheet, and the promise settles once it applies: the first render waits for it, so nothing React
 * draws shows unstyled. Without the preload (the dev server injects styles itself) it settles at once.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, GIVE_UP_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    link.rel = 'stylesheet';
  });
}
