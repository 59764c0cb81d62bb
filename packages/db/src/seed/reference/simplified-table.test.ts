import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Search reads simplified characters through a table made from this package's data (scripts/simplified-table.mjs).
describe('the simplified-character table of the domain package', () => {
  it('holds every searchable word of the data as it is now', () => {
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    expect(() =>
      execFileSync(process.execPath, ['scripts/simplified-table.mjs', '--check'], {
        cwd: root,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
