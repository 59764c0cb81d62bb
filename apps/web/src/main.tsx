import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
import { App } from './app/App';
import { applyAppStyles } from './app/app-styles';
import { preloadCurrentPage } from './app/routes';
import { applyLangFromUrl } from './app/use-lang-param';

// `?lang=` is applied before the first paint, so the page never flashes in the other language.
const rest = applyLangFromUrl(window.location.search);
if (rest !== null) {
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + rest + window.location.hash,
  );
}

preloadCurrentPage();

const root = document.getElementById('root');
if (root) {
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
