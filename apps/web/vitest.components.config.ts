import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests: the screens with the most logic, rendered in jsdom with Testing Library (issue 29 item 12).
// A project of its own so that the plain unit tests beside them keep running in node, without a DOM.
export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web-components',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/shared/testing/dom-setup.ts'],
    // A file's first render loads Mantine into a cold jsdom: 3–6 s when the machine is busy.
    testTimeout: 20_000,
  },
});
