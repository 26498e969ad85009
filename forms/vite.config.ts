import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Modules the customer bundle may drop when nothing of theirs is used: the workspace packages' sources (pure
 * declarations; the one side-effect import, the signature font's CSS, is a CSS file and stays) and ajv's
 * compiler family. The customer pages validate with precompiled validator modules (issue 17): the barrel of the
 * renderer and the form catalogue still name the compiling validator, and without this its ajv copies (about
 * 100 KB gzip) would ride along into every page that shows a form. Only the playground uses them.
 */
const ajvCompiler = [
  /\/node_modules\/(ajv|ajv-formats|ajv-keywords|ajv-errors|json-schema-traverse)\//,
  // RJSF's compiling validator (its index builds one at load; RJSF's core names it for its test registry).
  /\/node_modules\/@rjsf\/validator-ajv8\/lib\/(index|customizeValidator|validator|createAjvInstance)\.js$/,
];
const pureWhenUnused = [/\/(schemas|renderer)\/src\/.*\.tsx?$/, ...ajvCompiler];

/** Tells Rollup those modules have no side effects (Vite's resolver would answer 'yes' for every package without
 * a `sideEffects` field, and for the workspace packages, before `treeshake.moduleSideEffects` is asked). */
const pureWhenUnusedPlugin = (): Plugin => ({
  name: 'pure-when-unused',
  apply: 'build',
  transform(code, id) {
    if (pureWhenUnused.some((pattern) => pattern.test(id))) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
});

const lazyMarkdown = fileURLToPath(new URL('./src/lazy-markdown.tsx', import.meta.url));

/** RJSF's markdown renderer, loaded when a form first asks for it (src/lazy-markdown.tsx says why). */
const lazyMarkdownPlugin = (): Plugin => ({
  name: 'lazy-markdown',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'markdown-to-jsx/react' && importer !== lazyMarkdown) return lazyMarkdown;
    return undefined;
  },
});

// The customer app is served by the API under /portal/ (assets) while its routes live at the root
// (/login, /Apply/...), so only the asset base changes, not the router basename.
export default defineConfig(({ command }) => ({
  // The dev server serves the app at the root so the customer routes open directly.
  base: command === 'build' ? '/portal/' : '/',
  plugins: [react(), pureWhenUnusedPlugin(), lazyMarkdownPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The forms engine chunk (RJSF) is large by nature and only loaded by the portal pages.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // A long-lived vendor chunk: a release of the app does not make customers download React again. The rest
        // (MUI, RJSF) is left to Rollup, so each page loads what it uses: the sign-in pages no forms engine, a form
        // page the MUI components of its fields, the playground alone ajv's compiler (issue 17, first load).
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id))
            return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    // API_ORIGIN points the dev server at another API (e.g. a test server on its own port).
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://localhost:3000' },
  },
}));
