import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The staff console is served by the API at the site root; in development Vite proxies the API.
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id))
            return 'react';
          // MUI X (the analytics charts) stays with the page that imports it, out of the first load.
          if (/node_modules\/(@mui\/(?!x-)|@emotion\/)/.test(id)) return 'mui';
          if (/node_modules\/(react-admin|ra-[\w-]+)\//.test(id)) return 'react-admin';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
