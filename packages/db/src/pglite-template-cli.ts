// `node --import tsx packages/db/src/pglite-template-cli.ts <dir>`: makes the PGlite template in <dir>
// when missing (npm's prepare step runs it, so that a first `npm start` skips initdb).
import { ensurePgliteTemplate } from './pglite-template.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-template-cli.ts <dir>');
process.stdout.write(`PGlite template: ${await ensurePgliteTemplate(dir)}\n`);
