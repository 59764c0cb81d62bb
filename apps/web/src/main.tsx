import { StrictMode } from 'react';
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
  // React replaces the boot header once the stylesheet applies (app-styles.ts).
  void applyAppStyles().then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
