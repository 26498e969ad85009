import { defineConfig } from 'vitest/config';

// One runner for every package. Browser-side packages run in jsdom, the rest in node.
// Integration tests of the API pick their database from TEST_DB (pglite | postgres).
export default defineConfig({
  test: {
    globals: true,
    projects: [
      { test: { name: 'schemas', root: './schemas', environment: 'node', globals: true } },
      { test: { name: 'templates', root: './templates', environment: 'node', globals: true } },
      {
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          globals: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'renderer',
          root: './renderer',
          environment: 'jsdom',
          globals: true,
          // userEvent types key by key through React and MUI; on a loaded two-core machine that takes
          // seconds, so the 5 s default would fail tests that are correct.
          testTimeout: 30_000,
          setupFiles: ['../vitest.setup-dom.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'forms',
          root: './forms',
          environment: 'jsdom',
          globals: true,
          // userEvent types key by key through React and MUI; on a loaded two-core machine that takes
          // seconds, so the 5 s default would fail tests that are correct.
          testTimeout: 30_000,
          setupFiles: ['../vitest.setup-dom.ts', './src/test-validators.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'admin',
          root: './admin',
          environment: 'jsdom',
          globals: true,
          // userEvent types key by key through React and MUI; on a loaded two-core machine that takes
          // seconds, so the 5 s default would fail tests that are correct.
          testTimeout: 30_000,
          setupFiles: ['../vitest.setup-dom.ts'],
        },
      },
    ],
  },
});
