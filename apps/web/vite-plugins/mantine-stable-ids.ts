import path from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_USE_ID = '/@mantine/hooks/esm/use-id/use-id.mjs';

/**
 * Mantine's `useId` starts from React's id and replaces it with a random one in a layout effect, on every
 * mount. Each component with an id (inputs, chips, scroll areas, modals, menus...) is thus drawn twice, the
 * second time synchronously: on a page the server drew, right after React takes it over, the whole page's
 * worth of them in one task (~0.3 s of a phone's main thread at 4× on /professions, issue 25), and every
 * drawn id is rewritten in the DOM. React's `useId` is already unique in the page and the same on the server
 * and in the browser, which is all the random id was for (React before 18): the build keeps React's.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'waypoint-mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]?.split(path.sep).join('/').endsWith(MANTINE_USE_ID)) return null;
      // Guards the replacement: a Mantine that no longer does this needs none (and should be looked at).
      if (!code.includes('setUuid(randomId())'))
        throw new Error(`${MANTINE_USE_ID}: not the useId it replaces`);
      return {
        code: [
          '"use client";',
          'import { useId as useReactId } from "react";',
          'function useId(staticId) {',
          '  const reactId = useReactId();',
          '  return typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/:/g, "");',
          '}',
          'export { useId };',
        ].join('\n'),
        map: null,
      };
    },
  };
}
