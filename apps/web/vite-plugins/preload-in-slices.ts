import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/**
 * Appends the links in slices of a few milliseconds, one task each, in their order. Starting a download
 * costs the page's main thread ~0.5 ms a link (~2 ms on a phone, 4× slower), and a page's chunk comes with
 * up to ~80 (its modules and their Mantine stylesheets): in one task, that was the largest part of /ab3's
 * longest task on a phone (issue 25), and of the tap that opens a page. The next slice is a timer, whose
 * 4 ms clamp leaves the browser room to draw between slices (a message at once measured worse: Lighthouse
 * /ab3 88–90 against 93); in a background tab, where timers run once a second and a page's stylesheets would
 * wait seconds for their links, it is a message.
 */
export const SLICED_APPEND = `const waypointLinks = [];
let waypointFlushing = false;
const waypointChannel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
if (waypointChannel) waypointChannel.port1.onmessage = () => waypointFlushLinks();
function waypointNextTask() {
  if (waypointChannel && document.visibilityState === 'hidden') waypointChannel.port2.postMessage(null);
  else setTimeout(waypointFlushLinks, 0);
}
function waypointFlushLinks() {
  const start = performance.now();
  while (waypointLinks.length > 0 && performance.now() - start < 4) document.head.appendChild(waypointLinks.shift());
  if (waypointLinks.length > 0) waypointNextTask();
  else waypointFlushing = false;
}
function waypointAppendLink(link) {
  waypointLinks.push(link);
  if (!waypointFlushing) {
    waypointFlushing = true;
    waypointNextTask();
  }
}
`;

/**
 * Vite's preload helper, which a lazy import calls with its chunk's dependencies, appends one `<link>` per
 * dependency at once. The links are hints (a module's own imports are fetched by the browser anyway; a
 * stylesheet's load is still awaited before the chunk runs), so they can be added over several tasks.
 */
export function preloadInSlices(): Plugin {
  return {
    name: 'waypoint-preload-in-slices',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      // Guards the replacement: a Vite whose helper no longer appends this way needs looking at again.
      if (code.split(APPEND).length !== 2)
        throw new Error(`${PRELOAD_HELPER}: not the helper this plugin edits`);
      return { code: SLICED_APPEND + code.replace(APPEND, 'waypointAppendLink(link);'), map: null };
    },
  };
}
