import { createHash } from 'node:crypto';

/**
 * A server-drawn page asks for the app's scripts only once it has painted (decision 030, "Scripts after the
 * first paint"). Listed in the page's head, ~200 KB of modules started downloading while the page itself
 * was still arriving, shared the slow line with it, and held its first paint back: Lighthouse's mobile
 * estimate put the paint after them (2.5 s, against ~0.3 s observed on a fast line). The page is inert
 * until the app has taken it over (HydrationGuard), so nothing is lost meanwhile.
 *
 * The list is a JSON block beside it (`#app-scripts`: the entry, its module preloads and the app's
 * stylesheets, as the build wrote them; the page carries the rules it uses, critical-css.ts); this loader
 * is the one inline script the Content-Security-Policy allows, by its hash. A hidden tab gives no
 * animation frame: the timer starts it anyway.
 */
export const SCRIPT_LOADER = [
  '(()=>{let done=false;const go=()=>{if(done)return;done=true;const d=document;',
  "const l=JSON.parse(d.getElementById('app-scripts').textContent);",
  "for(const h of l.styles){const c=d.createElement('link');c.rel='preload';c.as='style';c.crossOrigin='';c.href=h;c.dataset.appStyles='';d.head.append(c);}",
  "for(const h of l.preload){const k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;d.head.append(k);}",
  "const s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=l.entry;d.head.append(s);};",
  'requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,250);})();',
].join('');

/** The loader's source hash for the policy's `script-src`. */
export const SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="([^"]+)" data-app-styles>\s*/g;

/**
 * Takes the entry script, its module preloads and the stylesheets' preloads out of the built page's head;
 * answers the head without them and the tags that load them after the first paint (for the end of the
 * body), or null when the head lacks the entry script or a stylesheet.
 */
export function deferAppScripts(head: string): { head: string; loader: string } | null {
  const entry = ENTRY.exec(head)?.[1];
  const styles = [...head.matchAll(STYLE_PRELOAD)].map((m) => m[1] as string);
  if (!entry || styles.length === 0) return null;
  const preload = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const list = JSON.stringify({ entry, preload, styles }).replace(/</g, '\\u003c');
  return {
    head: head.replace(ENTRY, '').replace(MODULE_PRELOAD, '').replace(STYLE_PRELOAD, ''),
    loader: `<script type="application/json" id="app-scripts">${list}</script><script>${SCRIPT_LOADER}</script>`,
  };
}
