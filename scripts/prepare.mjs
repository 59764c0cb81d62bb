// npm's `prepare` step of `npm install` / `npm ci`: what `npm start` needs, made once here instead of at
// the first start: the web and server builds, and the embedded database's template (migrated, with the
// reference data), which spares a new data directory initdb. A production install without vite builds
// only the server. Nothing here fails the install: `npm start` says what is missing, or does it itself.
import { spawnSync } from 'node:child_process';
import { canBuildWeb, canRunTypeScript, ensureWebBuild, serverArgs } from './builds.mjs';
import { root } from './web-stamp.mjs';

if (canBuildWeb()) ensureWebBuild();
try {
  await serverArgs();
} catch (err) {
  process.stderr.write(`Note: the server bundle was not built (${err}); npm start tries again.\n`);
}
// The template is made with tsx, a dev dependency: a production install skips it and npm start runs initdb.
const template = canRunTypeScript()
  ? spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/pglite-template-cli.ts', '.tmp/pglite-template'],
      { cwd: root, stdio: 'inherit' },
    )
  : null;
if (template?.status !== 0)
  process.stderr.write('Note: the PGlite template was not made; npm start runs initdb.\n');
