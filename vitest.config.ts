import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: 'server-only', replacement: fileURLToPath(new URL('testing/serverOnly.ts', import.meta.url)) },
      // Imports by name from the repository's root, as tsconfig.json's `paths` says.
      { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
    ],
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '.next*/**', '.data/**', 'e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    // Opening a fresh PGlite database takes seconds on a busy machine.
    hookTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
