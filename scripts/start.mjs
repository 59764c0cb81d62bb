// `npm start`: serve the built web with the server. The web is built first only when apps/web/dist is
// missing or was built from other sources; a production install (`npm ci --omit=dev`) has no vite and
// runs the dist it was shipped with (docs/deployment.md). The server runs its TypeScript through tsx, a
// runtime dependency of @waypoint/server.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServer, serverBuildState, serverBundle } from './server-build.mjs';
import { root, webBuildState } from './web-stamp.mjs';

function canBuildWeb() {
  try {
    createRequire(path.join(root, 'apps/web/package.json')).resolve('vite');
    return true;
  } catch {
    return false;
  }
}

const state = webBuildState();
if (state !== 'fresh') {
  if (canBuildWeb()) {
    process.stdout.write(`The web build is ${state}: building it (npm run build)…\n`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  } else if (state === 'missing') {
    process.stderr.write(
      'apps/web/dist is missing and vite (a dev dependency) is not installed. Build the web where dev ' +
        'dependencies are installed (npm ci && npm run build) and ship apps/web/dist with the install; see ' +
        'docs/deployment.md.\n',
    );
    process.exit(1);
  } else {
    process.stderr.write(
      'Note: apps/web/dist was built from other sources than these, and vite is not installed to rebuild ' +
        'it; serving it as shipped.\n',
    );
  }
}

async function serverArgs() {
  if (serverBuildState() === 'fresh') return [serverBundle];
  try {
    await buildServer();
    return [serverBundle];
  } catch (err) {
    process.stderr.write(
      `The server bundle could not be built (${err}); running the TypeScript through tsx.\n`,
    );
    return ['--import', 'tsx', 'apps/server/src/main.ts'];
  }
}

// Source maps: a stack trace in the log names the TypeScript file and line, not the bundle's.
const server = spawn(process.execPath, ['--enable-source-maps', ...(await serverArgs())], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
