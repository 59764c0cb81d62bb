import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './shared/i18n';
import { App } from './app/App';
import { applyAppStyles } from './app/app-styles';
import { markTakingOverDrawnPage } from './app/HydrationGuard';
import { markPageHydrated, pageHydrated } from './app/page-hydrated';
import { createQueryClient, keepDrawnAnswersFresh } from './app/query-client';
import { preloadCurrentPage } from './app/routes';
import { applyLangFromUrl } from './app/use-lang-param';
import { DEFAULT_LANG, i18n, toLang } from './shared/i18n';
import { applyLang } from './shared/preferences';
import { readStored, STORAGE_KEYS } from './shared/storage';

// `?lang=` is applied before the first paint, so the page never flashes in the other language.
const rest = applyLangFromUrl(window.location.search);
if (rest !== null) {
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + rest + window.location.hash,
  );
}

const pageLoaded = preloadCurrentPage();

/** The server's answers for a server-rendered page (decision 030), in a data block beside #root. */
function serverState(root: HTMLElement): DehydratedState | null {
  if (root.dataset.ssr === undefined) return null;
  const block = document.getElementById('ssr-state');
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as DehydratedState) : null;
  } catch {
    return null;
  }
}

/**
 * The server drew the page: React takes over its HTML instead of drawing it again. It hydrates in the
 * language the server drew (<html lang>) with the server's answers, the page's chunk loaded and the app's
 * stylesheet applied, so its first render matches the HTML; a visitor's device language, if another, applies just after.
 */
function hydrateServerPage(root: HTMLElement, state: DehydratedState): void {
  const drawnIn = toLang(document.documentElement.lang) ?? DEFAULT_LANG;
  if (i18n.language !== drawnIn) void i18n.changeLanguage(drawnIn);
  markTakingOverDrawnPage();
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  keepDrawnAnswersFresh(queryClient, pageHydrated);
  // The drawn page carries the rules it uses (the server's critical styles); the whole stylesheet applies
  // before React takes over, so what it draws next is styled too. It arrives before the app's code does.
  void Promise.all([pageLoaded, applyAppStyles()]).then(() => {
    // Hydration as a transition is sliced like the client's first render below: React yields to the
    // browser every few milliseconds instead of taking the page over in one long task. The page is inert
    // until it ends (HydrationGuard), so no tap is lost meanwhile.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
    const device = toLang(readStored(STORAGE_KEYS.lang));
    // The cookie the server read was missing or older: the device's choice wins, and is sent next time;
    // once the page is taken over, not while (page-hydrated.ts).
    if (root.dataset.ssr === 'visitor' && device && device !== drawnIn)
      void pageHydrated.then(() => applyLang(device, { chosen: false }));
  });
}

const root = document.getElementById('root');
const state = root ? serverState(root) : null;
if (root && state) {
  hydrateServerPage(root, state);
} else if (root) {
  markPageHydrated();
  // React replaces the boot header once the stylesheet applies (app-styles.ts). The first render is a
  // transition so that React yields to the browser every few milliseconds instead of drawing the whole
  // page in one long task (decision 016, "/login and the first paint").
  void applyAppStyles().then(() => {
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}
