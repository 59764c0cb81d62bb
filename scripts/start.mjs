// `npm start`: serve the built web with the server. Both are built first only when missing or built from
// other sources (scripts/builds.mjs); a production install (`npm ci --omit=dev`) has no vite and runs the
// web dist it was shipped with (docs/deployment.md).
import { pathToFileURL } from 'node:url';
import { ensureWebBuild, serverArgs } from './builds.mjs';
import { root } from './web-stamp.mjs';

if (!ensureWebBuild()) process.exit(1);

let args;
try {
  args = await serverArgs();
} catch (err) {
  process.stderr.write(`The server bundle could not be built: ${err}\n`);
  process.exit(1);
}
// The bundle runs in this process (one Node start, not two); it handles SIGINT and SIGTERM itself.
// Source maps: a stack trace in the log names the TypeScript file and line, not the bundle's.
process.setSourceMapsEnabled(true);
// Paths in the configuration (DATA_DIR=./data) are the checkout's, wherever this was started from.
process.chdir(root);
await import(pathToFileURL(args[0]).href);
