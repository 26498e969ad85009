// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Which workspace packages each package may import (DESIGN.md §3). */
const layers = {
  schemas: [],
  templates: ['@cp/schemas'],
  renderer: ['@cp/schemas'],
  forms: ['@cp/renderer', '@cp/schemas'],
  admin: ['@cp/schemas', '@cp/renderer'],
  api: ['@cp/schemas', '@cp/templates'],
  e2e: ['@cp/schemas', '@cp/api', '@cp/templates'],
  bench: ['@cp/schemas', '@cp/api', '@cp/templates'],
  // The peer benchmark's pages (bench:peers) render the customer's engine in the browser, as the portal does.
  'bench/peers': ['@cp/schemas', '@cp/renderer', '@cp/forms'],
};
const allPackages = ['@cp/schemas', '@cp/templates', '@cp/renderer', '@cp/forms', '@cp/admin', '@cp/api'];
const serverOnly = [
  'express',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/pglite',
  'puppeteer-core',
  'nodemailer',
];
const browserOnly = ['react', 'react-dom', 'react-admin', '@mui/*', '@rjsf/*'];

function restrictions(pkg) {
  const forbiddenPkgs = allPackages.filter((p) => !layers[pkg].includes(p) && p !== `@cp/${pkg}`);
  const patterns = [
    ...forbiddenPkgs.map((p) => ({
      group: [p, `${p}/*`],
      message: `${pkg} may not import ${p} (DESIGN.md §3).`,
    })),
    { group: ['../../*/src/*', '../../../*/src/*'], message: 'Import other packages by their @cp/ name.' },
  ];
  if (pkg === 'schemas' || pkg === 'templates')
    patterns.push({ group: [...serverOnly, ...browserOnly], message: `${pkg} is framework-free.` });
  if (pkg === 'api') patterns.push({ group: browserOnly, message: 'The API does not import React.' });
  if (pkg === 'renderer' || pkg === 'forms' || pkg === 'admin' || pkg === 'bench/peers')
    patterns.push({ group: serverOnly, message: 'Front ends do not import server code.' });
  if (pkg === 'forms' || pkg === 'renderer')
    patterns.push({
      group: ['react-admin', 'ra-*'],
      message: 'The customer bundle must not contain react-admin.',
    });
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'api/src/db/migrations/**',
      'schemas/src/generated/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: false },
    },
    // Import cycles are checked by scripts/check-cycles.mjs (a step of `npm test`, `npm run lint`): one
    // walk of the whole import graph instead of eslint-plugin-import's import/no-cycle, which resolved
    // the graph again from every file and took most of the lint time.
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  ...Object.keys(layers).map((pkg) => ({ files: [`${pkg}/**/*.{ts,tsx}`], rules: restrictions(pkg) })),
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
