// What `npm start` runs needs two builds, each made only when missing or built from other sources (a
// stamp of the sources): the web (vite, a dev dependency) and the server bundle (esbuild, a runtime one).
// `npm install` makes both (scripts/prepare.mjs), so that the first `npm start` does not wait for them.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServer, serverBuildState, serverBundle } from './server-build.mjs';
import { root, webBuildState } from './web-stamp.mjs';

export function canBuildWeb() {
  try {
    createRequire(path.join(root, 'apps/web/package.json')).resolve('vite');
    return true;
  } catch {
    return false;
  }
}

/** Whether tsx, a dev dependency, is installed. */
export function canRunTypeScript() {
  try {
    createRequire(path.join(root, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

/** Builds the web when stale and possible; false when it is missing and cannot be built. */
export function ensureWebBuild() {
  const state = webBuildState();
  if (state === 'fresh') return true;
  if (canBuildWeb()) {
    process.stdout.write(`The web build is ${state}: building it…\n`);
    const built = spawnSync('npm', ['run', 'build', '-w', '@waypoint/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) return false;
    return (
      spawnSync(process.execPath, ['scripts/web-stamp.mjs'], { cwd: root, stdio: 'inherit' }).status === 0
    );
  }
  if (state === 'missing') {
    process.stderr.write(
      'apps/web/dist is missing and vite (a dev dependency) is not installed. Build the web where dev ' +
        'dependencies are installed (npm ci && npm run build) and ship apps/web/dist with the install; see ' +
        'docs/deployment.md.\n',
    );
    return false;
  }
  process.stderr.write(
    'Note: apps/web/dist was built from other sources than these, and vite is not installed to rebuild ' +
      'it; serving it as shipped.\n',
  );
  return true;
}

/**
 * Node's arguments for the server: the bundle, rebuilt when stale. There is no fallback to running the
 * TypeScript: production installs no TypeScript runner (issue 26 item 8), and esbuild, which makes the
 * bundle, is a runtime dependency; a failed build is reported and the start stops.
 */
export async function serverArgs() {
  if (serverBuildState() === 'fresh') return [serverBundle];
  await buildServer();
  return [serverBundle];
}
