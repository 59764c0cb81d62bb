// The server as one JavaScript file (apps/server/dist/main.mjs): Node loads it in a fraction of the time
// tsx takes to resolve and transform the server's few hundred TypeScript modules and their dependencies
// one by one (docs/decisions/016-performance.md). `npm start` builds it when it is missing or was built
// from other sources (a stamp, as for the web); the tests keep running the TypeScript itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState, hashSources, root } from './web-stamp.mjs';

export const serverDist = path.join(root, 'apps/server/dist');
export const serverBundle = path.join(serverDist, 'main.mjs');
const STAMP = path.join(serverDist, 'build-stamp.txt');
const SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/db/src',
  'packages/db/package.json',
  'packages/domain/src',
  'package-lock.json',
  'scripts/server-build.mjs',
];
// Loaded by Node from node_modules: PGlite finds its WebAssembly and data files beside its own module,
// pg asks for an optional native driver, and the S3 SDK (a quarter of a second to load) is imported only
// by a server whose files store is a bucket (storage/s3-storage.ts); exceljs (a few MB the bundle would parse at
// every start) only when a spreadsheet is written or read (http/table-export.ts).
const EXTERNAL = ['@electric-sql/pglite', 'pg', 'pg-native', '@aws-sdk/client-s3', 'exceljs'];

export function serverBuildState() {
  return buildState(serverBundle, STAMP, SOURCES);
}

/**
 * A module that finds files beside itself (migrations, reference data, the web build) keeps finding them
 * from inside the bundle: its `import.meta.url` becomes its own source file's URL, relative to the bundle
 * so that the checkout may move.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const relative = path.relative(serverDist, args.path).split(path.sep).join('/');
      const prologue =
        "import { fileURLToPath as __toPath } from 'node:url';\n" +
        `const __sourceUrl = new URL(${JSON.stringify(relative)}, import.meta.url).href;\n` +
        'const __sourceDir = __toPath(new URL(".", __sourceUrl));\n';
      const contents =
        prologue +
        text.replaceAll('import.meta.dirname', '__sourceDir').replaceAll('import.meta.url', '__sourceUrl');
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

export async function buildServer() {
  await bundle(path.join(root, 'apps/server/src/main.ts'), serverBundle);
  writeFileSync(STAMP, `${hashSources(SOURCES)}\n`);
}

/**
 * One of the server's command-line tools (`npm run storage:move`, …) as a bundle beside the server's, so that
 * it runs where the server runs: production installs no TypeScript runner. Made afresh for each run (about
 * a second), under a name of its own so that two runs do not write one file; returns its path.
 */
export async function buildTool(entry) {
  const name = path.basename(entry).replace(/\.ts$/, '');
  const outfile = path.join(serverDist, `tool-${name}-${process.pid}.mjs`);
  await bundle(path.resolve(root, entry), outfile);
  return outfile;
}

async function bundle(entry, outfile) {
  const esbuild = createRequire(path.join(root, 'apps/server/package.json'))('esbuild');
  mkdirSync(serverDist, { recursive: true });
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Lines in stack traces point into the TypeScript; the sources themselves are in the checkout.
    sourcemap: 'linked',
    sourcesContent: false,
    // Without comments and spaces the file is a third smaller and nearly all ASCII (some dependencies'
    // comments are not), which Node decodes and V8 parses faster: ~0.1 s of each start. Names are kept.
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS dependencies inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [sourceLocation],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  process.stdout.write(`server bundle: ${path.relative(root, serverBundle)}\n`);
}
