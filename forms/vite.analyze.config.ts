import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import base from './vite.config';

const analyze = (): Plugin => ({
  name: 'analyze',
  generateBundle(_o, bundle) {
    const rows: string[] = [];
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const total = gzipSync(chunk.code, { level: 9 }).length;
      rows.push(`## ${file} ${(total / 1024).toFixed(1)} KB gz  imports=${chunk.imports.join(',')} dyn=${chunk.dynamicImports.join(',')}`);
      const mods = Object.entries(chunk.modules)
        .map(([id, m]) => ({ id, len: m.renderedLength, gz: m.code ? gzipSync(transformSync(m.code, { minify: true, loader: 'js' }).code).length : 0 }))
        .sort((a, b) => b.gz - a.gz);
      for (const m of mods) rows.push(`   ${(m.gz / 1024).toFixed(2).padStart(7)} ${String(m.len).padStart(8)} ${m.id.replace(/.*node_modules\//, 'nm/')}`);
    }
    for (const id of this.getModuleIds()) {
      if (!/fast-uri\/index|fast-equals|json-schema-merge\/dist\/index|LayoutGridField|Select\/Select.js|Modal\/Modal.js|Chip\/Chip|Popover\/Popover/.test(id)) continue;
      const info = this.getModuleInfo(id);
      rows.push(`IMPORTERS ${id.replace(/.*node_modules\//, 'nm/')} <- ${[...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].map((i) => i.replace(/.*node_modules\//, 'nm/')).join(', ')}`);
    }
    writeFileSync('/tmp/bundle-an/report.txt', rows.join('\n'));
  },
});
export default defineConfig((env) =>
  mergeConfig((base as (e: typeof env) => object)(env), { plugins: [analyze()], build: { outDir: '/tmp/bundle-an/dist', emptyOutDir: true } }),
);
