import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineStableIds } from './vite-plugins/mantine-stable-ids.ts';
import { preloadInSlices } from './vite-plugins/preload-in-slices.ts';

const API = 'http://localhost:3000';
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes .br and .gz beside every text asset: the server sends them as they are (`preCompressed`),
 * so phones get small files without the server compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'waypoint-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      // The server-rendering bundle is read from disk by the server, never sent.
      if (ssr) return;
      const files = [...Object.keys(bundle), 'index.html'].filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const full = path.join(outDir, file);
          const bytes = await readFile(full).catch(() => null);
          if (!bytes || bytes.length < MIN_COMPRESS_BYTES) return;
          const [gz, br] = await Promise.all([
            promisify(gzip)(bytes, { level: 9 }),
            promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${full}.gz`, gz), writeFile(`${full}.br`, br)]);
        }),
      );
    },
  };
}

const APP_SHELL_SCROLL_CLASSES = '\0waypoint:app-shell-scroll-classes';

/**
 * Mantine's AppShell sections import react-remove-scroll only to read its two class names
 * (`RemoveScroll.classNames`), and that put the whole library (~6 KiB gzip) into every page's entry. They
 * get the names from react-remove-scroll-bar's constants, where the library itself takes them; the modals
 * and drawers that do lock scrolling still import the library, in their own chunks.
 */
function appShellScrollClasses(): Plugin {
  return {
    name: 'waypoint-app-shell-scroll-classes',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAppShell = importer
        ?.split(path.sep)
        .join('/')
        .includes('/@mantine/core/esm/components/AppShell/');
      return source === 'react-remove-scroll' && fromAppShell ? APP_SHELL_SCROLL_CLASSES : null;
    },
    load(id) {
      if (id !== APP_SHELL_SCROLL_CLASSES) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}

const MANTINE_GLOBALS = '\0waypoint:mantine-globals';
/** A Mantine component's class names (`esm/…/Button.module.mjs`); its rules are `styles/Button.css`. */
const MANTINE_CLASS_MODULE = /\/@mantine\/core\/esm\/(?:[^/]+\/)*([A-Za-z]+)\.module\.mjs$/;

/**
 * Each page applies the Mantine rules of the components it uses, not all of Mantine's (~250 KB, parsed and
 * matched on every first screen of a phone; issue 25, decision 031). The app imports
 * `@mantine/core/styles.css` once (App.tsx, as the dev server and the tests use it); the build keeps
 * only its global part there, and every Mantine component's class-name module brings that
 * component's stylesheet with it. The stylesheet thus follows the component's code into whichever chunk
 * holds it, dependencies included (Select's code imports Input's, so its rules come too): no component
 * can be drawn without its rules. The order of the chunks' stylesheets is not guaranteed; the app's own
 * overrides of Mantine are written to win in any order (touch-targets.css).
 */
function mantineStylesPerComponent(): Plugin {
  return {
    name: 'waypoint-mantine-styles-per-component',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@mantine/core/styles.css' ? MANTINE_GLOBALS : null;
    },
    load(id) {
      if (id !== MANTINE_GLOBALS) return null;
      return ['baseline', 'default-css-variables', 'global']
        .map((name) => `import '@mantine/core/styles/${name}.css';`)
        .join('\n');
    },
    transform(code, id) {
      const name = MANTINE_CLASS_MODULE.exec(id.split('?')[0]?.split(path.sep).join('/') ?? '')?.[1];
      if (!name) return null;
      // After the module's "use client" directive, which must stay its first statement.
      const directive = /^\s*(['"])use client\1;?/.exec(code)?.[0] ?? '';
      return {
        code: `${directive}\nimport '@mantine/core/styles/${name}.css';\n${code.slice(directive.length)}`,
        map: null,
      };
    },
  };
}

/**
 * The app's stylesheets are asked for as preloads, not as render-blocking stylesheets: the first paint is
 * the boot header (index.html styles it inline) and need not wait for them on a slow phone. There may be
 * more than one (the entry's, and those of the chunks it imports, whose components bring their Mantine
 * rules: `mantineStylesPerComponent`). `src/app/app-styles.ts` makes them the page's stylesheets, in
 * their order, and the first render waits until they apply, so nothing React draws is ever unstyled.
 */
function appStylesheetAsPreload(): Plugin {
  return {
    name: 'waypoint-app-stylesheet-as-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entryCss = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
        if (!/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/.test(html))
          throw new Error('index.html: the entry stylesheet link was not found');
        return html.replace(
          entryCss,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-styles>',
        );
      },
    },
  };
}

/**
 * `vite build --ssr src/entry-server.tsx` (npm run build): the server's render of the first screens
 * (decision 030), into dist/ssr where the server looks for it (apps/server/src/http/web-render.ts). Every
 * dependency is bundled in, so the server needs none of the web's packages resolved at run time, and the
 * page chunks are inlined: one file to load.
 */
const SSR_BUILD = {
  outDir: 'dist/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', codeSplitting: false } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    mantineStylesPerComponent(),
    mantineStableIds(),
    preloadInSlices(),
    appShellScrollClasses(),
    appStylesheetAsPreload(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': API,
      '/files': API,
      '/healthz': API,
    },
  },
  ssr: { noExternal: true },
  // React's production build on the server too: the development one is several times slower to render.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild ? SSR_BUILD : { outDir: 'dist', emptyOutDir: true },
}));
