import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { customerBuildPlugins } from '../../forms/vite.plugins';

/** The three peer pages of bench:peers, built the way the customer app is built (production, minified, with its
 * build plugins, so our engine is measured as the customer pages ship it). */
const here = path.dirname(fileURLToPath(import.meta.url));
export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react(), ...customerBuildPlugins({ phones: false })],
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    // For BENCH_PROFILE's function names (not named in the scripts).
    sourcemap: process.env.BENCH_PROFILE === '1' ? 'hidden' : false,
    rollupOptions: {
      input: {
        ours: path.join(here, 'ours.html'),
        formio: path.join(here, 'formio.html'),
        survey: path.join(here, 'survey.html'),
        boxes: path.join(here, 'boxes.html'),
      },
    },
  },
});
