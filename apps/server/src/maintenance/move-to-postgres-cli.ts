import { loadConfig } from '../config.ts';
import { moveToPostgres } from './move-to-postgres.ts';
import { runTool, type Say } from './run-tool.ts';

/** `npm run db:move-to-postgres`: DATA_DIR's embedded database and uploads into DATABASE_URL (issue 26 item 2). */
runTool('db:move-to-postgres', async (say: Say) => {
  const config = loadConfig();
  const result = await moveToPostgres(config, say);
  const rows = result.tables.reduce((n, t) => n + t.rows, 0);
  say('');
  say(
    `Moved: ${result.tables.length} tables, ${rows} rows, each table's rows and content identical on both sides.`,
  );
  say(
    `Consent records: ${
      Object.entries(result.consents)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ') || 'none'
    } — the same verdict for each before and after.`,
  );
  say(result.filesReport);
  say('');
  say('Next:');
  if (result.consentKeyFile)
    say(
      `  - Set CONSENT_KEY on every server process to the contents of ${result.consentKeyFile} (keep it out of the database and its backups).`,
    );
  if (result.filesStore !== 'local') say(`  - Set STORAGE=${result.filesStore}.`);
  say(
    '  - Start the server with DATABASE_URL set. This DATA_DIR is now a copy of the past: the server refuses it.',
  );
  return 0;
});
