/** Long enough for a slow phone to fetch the stylesheet; a render that waits forever would be worse. */
const GIVE_UP_MS = 15_000;

/**
 * index.html asks for the app's stylesheets as preloads (vite.config.ts, `appStylesheetAsPreload`): the
 * boot header needs none of them, so the first paint does not wait for them. Here they become the page's
 * stylesheets, where they stand (their order is the cascade's), and the promise settles once they all
 * apply: the first render waits for them, so nothing React draws shows unstyled. Without the preloads (the
 * dev server injects styles itself) it settles at once.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(links.map(applied)).then(() => undefined);
}

function applied(link: HTMLLinkElement): Promise<void> {
  if (link.rel === 'stylesheet') return Promise.resolve();
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
