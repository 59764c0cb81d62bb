// Runs a command-line tool of the server (a TypeScript file under apps/server/src) as a bundle made by
// esbuild, a runtime dependency: the same way in development and in production, where tsx is not
// installed. `node scripts/run-tool.mjs apps/server/src/storage/move-files-cli.ts --from local --to s3`
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildTool } from './server-build.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/run-tool.mjs <apps/server/src/…-cli.ts> [arguments]\n');
  process.exit(2);
}
const bundle = await buildTool(entry);
// The tool handles SIGINT itself; this process only waits for it.
process.on('SIGINT', () => {});
const ran = spawnSync(process.execPath, ['--enable-source-maps', bundle, ...args], { stdio: 'inherit' });
rmSync(bundle, { force: true });
rmSync(`${bundle}.map`, { force: true });
process.exit(ran.status ?? 1);
