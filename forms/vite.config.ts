import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { customerBuildPlugins } from './vite.plugins';

// The customer app is served by the API under /portal/ (assets) while its routes live at the root
// (/login, /Apply/...), so only the asset base changes, not the router basename.
export default defineConfig(({ command, isSsrBuild }) => ({
  // The server-rendered first view (src/server-view.tsx, built to dist-server/) needs no public files.
  publicDir: isSsrBuild ? false : 'public',
  // The server build carries its React, MUI and emotion, built for production like the browser's: the same class
  // names on both sides (the browser hydrates the server's markup), whatever NODE_ENV the API runs with.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The dev server serves the app at the root so the customer routes open directly.
  base: command === 'build' ? '/portal/' : '/',
  plugins: [react(), ...customerBuildPlugins({ phones: true })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps beside the scripts, not named in them, for bench:long-tasks only (FORMS_SOURCEMAP=1).
    sourcemap: process.env.FORMS_SOURCEMAP === '1' ? 'hidden' : false,
    // The forms engine chunk (RJSF) is large by nature and only loaded by the portal pages.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // A long-lived vendor chunk: a release of the app does not make customers download React again. The rest
        // (MUI, RJSF) is left to Rollup, so each page loads what it uses: the sign-in pages no forms engine, a form
        // page the MUI components of its fields, the playground alone ajv's compiler (issue 17, first load).
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
        // The chunks of RJSF and of its markdown parser keep names that say so, whatever module Rollup would
        // name them after.
        chunkFileNames: (chunk) => {
          const carries = (path: string) =>
            chunk.moduleIds.some((id) => id.includes(`/node_modules/${path}/`));
          // RJSF's layout fields, loaded when first used (src/lazy-rjsf-fields.tsx).
          if (chunk.moduleIds.some((id) => /\/@rjsf\/core\/lib\/components\/fields\/Layout/.test(id)))
            return 'assets/rjsf-layout-[hash].js';
          if (carries('@rjsf/core')) return 'assets/forms-engine-[hash].js';
          if (carries('markdown-to-jsx')) return 'assets/markdown-[hash].js';
          return 'assets/[name]-[hash].js';
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
