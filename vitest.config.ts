import { defineConfig } from 'vitest/config';

export default defineConfig({
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
