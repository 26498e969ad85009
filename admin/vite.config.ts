import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pureDeclarations } from './build/pureDeclarations';

// The staff console is served by the API at the site root; in development Vite proxies the API.
export default defineConfig({
  base: '/',
  // The contracts' unused zod schemas leave the bundle (build/pureDeclarations.ts).
  plugins: [react(), pureDeclarations(/\/schemas\/src\/(contracts\/[^/]+|users-filter)\.ts$/)],
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
