import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './scripts/test-sequencer.mjs';

// One runner for every package. Browser-side packages run in jsdom, the rest in node.
// The API suite runs once, on PostgreSQL (project 'api'): each test file on its own copy of a migrated,
// seeded template database (api/src/test/pg-global-setup.ts). TEST_DB=pglite runs it on PGlite instead,
// without a server. Project 'api-pglite' runs on PGlite what is specific to it (README 'Testing').
const apiDb = process.env.TEST_DB === 'pglite' ? 'pglite' : 'postgres';

/** API test files that run on PGlite only: migrations and seed, the stored-file and upload paths, one submit journey per kind. */
const PGLITE_ONLY = [
  'src/db/seed/demo.test.ts',
  'src/db/unit-form-families-migration.test.ts',
  'src/files/save-file.test.ts',
  'src/files/upload-memory.test.ts',
  'src/files/virus-scan.test.ts',
  'src/http/document-upload.test.ts',
  'src/test/faults/scanner-down.test.ts',
  'src/routes/documents.test.ts',
  'src/routes/portal-activation-submit.test.ts',
  'src/routes/portal-application.test.ts',
];
/** API test files whose subject differs by engine (how each driver's errors map to statuses): both. */
const BOTH = ['src/http/db-errors.test.ts'];

const api = {
  root: './api',
  environment: 'node',
  globals: true,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
} as const;

/**
 * The browser packages' libraries, pre-bundled once per run by Vite's dependency optimizer: without it each
 * jsdom test file imports MUI, react-admin and RJSF module by module again (hundreds of files each), which
 * was most of their collect time. React, its DOM and emotion are listed so every bundled library shares one
 * copy of each (a second React would break hooks). Measured on six admin files: 32 % less CPU time.
 */
const browserDeps = {
  optimizer: {
    web: {
      // VITEST_PREBUNDLE=0 turns it off (to compare, or to tell a bundling problem from a test's).
      enabled: process.env.VITEST_PREBUNDLE !== '0',
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        '@emotion/react',
        '@emotion/styled',
        '@emotion/cache',
        '@mui/material',
        '@mui/system',
        '@mui/icons-material',
        'react-admin',
        'ra-core',
        'ra-data-simple-rest',
        'react-router',
        'react-router-dom',
        '@tanstack/react-query',
        'react-hook-form',
        '@casl/ability',
        '@casl/react',
        '@rjsf/core',
        '@rjsf/mui',
        '@rjsf/utils',
        '@rjsf/validator-ajv8',
        '@testing-library/react',
        '@testing-library/user-event',
        '@testing-library/dom',
      ],
    },
  },
};

export default defineConfig({
  test: {
    globals: true,
    // Vitest's default on two cores is one worker; the API files mostly wait on the database, so a third
    // keeps both cores busy (VITEST_MAX_WORKERS overrides).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    // Longest files first, from the recorded durations when vitest has no cache of its own (a clean clone).
    sequence: { sequencer: DurationSequencer },
    projects: [
      { test: { name: 'schemas', root: './schemas', environment: 'node', globals: true } },
      { test: { name: 'templates', root: './templates', environment: 'node', globals: true } },
      {
        test: {
          ...api,
          name: 'api',
          env: { TEST_DB: apiDb },
          exclude: ['**/node_modules/**', ...(apiDb === 'postgres' ? PGLITE_ONLY : [])],
          globalSetup: apiDb === 'postgres' ? ['./src/test/pg-global-setup.ts'] : [],
        },
      },
      ...(apiDb === 'postgres'
        ? [
            {
              test: {
                ...api,
                name: 'api-pglite',
                env: { TEST_DB: 'pglite' },
                include: [...PGLITE_ONLY, ...BOTH],
              },
            },
          ]
        : []),
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
          deps: browserDeps,
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
          deps: browserDeps,
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
          deps: browserDeps,
        },
      },
    ],
  },
});
