import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The customer app is served by the API under /portal/ (assets) while its routes live at the root
// (/login, /Apply/...), so only the asset base changes, not the router basename.
export default defineConfig(({ command }) => ({
  // The dev server serves the app at the root so the customer routes open directly.
  base: command === 'build' ? '/portal/' : '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The forms engine chunk (RJSF + ajv) is large by nature and only loaded by the portal pages.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: a release of the app does not make customers download React and MUI again.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id))
            return 'react';
          if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/node_modules\/(@rjsf|ajv|ajv-\w+|lodash)/.test(id)) return 'forms-engine';
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
