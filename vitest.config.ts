import { defineConfig } from 'vitest/config';

// One run covers every package; each project has its own config beside its sources.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/db',
      'apps/server',
      'apps/web',
      'apps/web/vitest.components.config.ts',
    ],
  },
});
