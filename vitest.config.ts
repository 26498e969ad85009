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
/**
 * API test files that need a process of their own (projects '…-isolated', a fresh process per file):
 * module mocks (vi.mock replaces a module for the whole process), the process-wide prom-client registry,
 * and the files that measure the process's resident memory (a shared process counts the other threads).
 */
const ISOLATED = [
  'src/services/users/request-password-reset.test.ts',
  'src/metrics/metrics.test.ts',
  'src/test/fuzz/slow-bodies.test.ts',
  'src/routes/esign-connect.test.ts',
  'src/files/upload-memory.test.ts',
];
const minus = (list: string[], out: string[]) => list.filter((f) => !out.includes(f));

/**
 * Node-side test files share their workers (issue 26): a worker thread runs file after file without loading
 * the app, drizzle, pg-boss and the AWS SDK again for each one, which was most of the API's time (README
 * 'Testing'). Each API file still has its own database and its own server. Vitest takes isolation per pool,
 * not per project, so the threads pool is the shared one; the jsdom projects and the isolated API files stay
 * on forks, a fresh process per file. Every thread starts at once and stays (minThreads = maxWorkers):
 * with fewer, vitest 3.2 retires idle threads at the end of a run while their teardown is still queued,
 * and the run ends on "Terminating worker thread" without its summary.
 */
const workers = Number(process.env.VITEST_MAX_WORKERS ?? 3);
const shared = { pool: 'threads' } as const;
const isolated = { pool: 'forks' } as const;

/** An API project: the files it takes, the database it runs on (each file its own) and its pool. */
const apiProject = (
  name: string,
  db: 'postgres' | 'pglite',
  pool: typeof shared | typeof isolated,
  files: { include?: string[]; exclude?: string[] },
) => ({
  test: {
    name,
    root: './api',
    environment: 'node',
    globals: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    ...pool,
    env: { TEST_DB: db },
    ...(files.include ? { include: files.include } : {}),
    exclude: ['**/node_modules/**', ...(files.exclude ?? [])],
    globalSetup: db === 'postgres' ? ['./src/test/pg-global-setup.ts'] : [],
  },
});

const apiProjects =
  apiDb === 'postgres'
    ? [
        apiProject('api', 'postgres', shared, { exclude: [...ISOLATED, ...PGLITE_ONLY] }),
        apiProject('api-isolated', 'postgres', isolated, { include: minus(ISOLATED, PGLITE_ONLY) }),
        apiProject('api-pglite', 'pglite', shared, { include: [...minus(PGLITE_ONLY, ISOLATED), ...BOTH] }),
        apiProject('api-pglite-isolated', 'pglite', isolated, {
          include: ISOLATED.filter((f) => PGLITE_ONLY.includes(f)),
        }),
      ]
    : [
        apiProject('api', 'pglite', shared, { exclude: ISOLATED }),
        apiProject('api-isolated', 'pglite', isolated, { include: ISOLATED }),
      ];

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
    maxWorkers: workers,
    poolOptions: { threads: { isolate: false, minThreads: workers } },
    // Longest files first, from the recorded durations when vitest has no cache of its own (a clean clone).
    sequence: { sequencer: DurationSequencer },
    projects: [
      { test: { name: 'schemas', root: './schemas', environment: 'node', globals: true, ...shared } },
      { test: { name: 'templates', root: './templates', environment: 'node', globals: true, ...shared } },
      ...apiProjects,
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'renderer',
          root: './renderer',
          environment: 'jsdom',
          globals: true,
          // userEvent types key by key through React and MUI; on a loaded two-core machine that takes
          // seconds, so the 5 s default would fail tests that are correct. A timeout here only catches a
          // hang (speed budgets are benchmarks, bench/): CI's run of the form editor's file took 9× its
          // time alone with three workers busy, so the UI projects wait as long as the API's.
          testTimeout: 60_000,
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
          // seconds, so the 5 s default would fail tests that are correct. A timeout here only catches a
          // hang (speed budgets are benchmarks, bench/): CI's run of the form editor's file took 9× its
          // time alone with three workers busy, so the UI projects wait as long as the API's.
          testTimeout: 60_000,
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
          // seconds, so the 5 s default would fail tests that are correct. A timeout here only catches a
          // hang (speed budgets are benchmarks, bench/): CI's run of the form editor's file took 9× its
          // time alone with three workers busy, so the UI projects wait as long as the API's.
          testTimeout: 60_000,
          setupFiles: ['../vitest.setup-dom.ts'],
          deps: browserDeps,
        },
      },
    ],
  },
});
