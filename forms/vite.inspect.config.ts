import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
export default defineConfig((env) =>
  mergeConfig((base as (e: typeof env) => object)(env), {
    build: { outDir: '/tmp/perf17-inspect' },
    plugins: [
      {
        name: 'inspect',
        generateBundle(this: { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null }, _o: unknown, bundle: Record<string, { type: string; name?: string; modules?: Record<string, { renderedLength: number }> }>) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !chunk.modules) continue;
            const rows = Object.entries(chunk.modules)
              .filter(([, m]) => m.renderedLength > 0)
              .map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace(/.*\/perf17\//, ''), m.renderedLength] as const);
            for (const id of Object.keys(chunk.modules))
              if (/validator-ajv8\/lib\/(index|customizeValidator|validator)\.js$|schemas\/src\/ajv\.ts$/.test(id))
                console.log('IMPORTERS', chunk.name, id.replace(/.*node_modules\//, ''), JSON.stringify(this.getModuleInfo(id)?.importers));
            if (chunk.name === 'form-catalog' || chunk.name === 'index') for (const [id, n] of [...rows].filter(([i]) => i.includes('@mui/material')).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log('MUI', n, id);
            const total = rows.reduce((s, [, n]) => s + n, 0);
            console.log(`\n### ${chunk.name} ${total}`);
            const byPkg = new Map<string, number>();
            for (const [id, n] of rows) {
              const key = id.startsWith('nm:') ? id.split('/').slice(0, id.startsWith('nm:@') ? 2 : 1).join('/') + (id.includes('/node_modules/') ? '>' + id.split('/node_modules/')[1].split('/')[0] : '') : id.split('/').slice(0, 3).join('/');
              byPkg.set(key, (byPkg.get(key) ?? 0) + n);
            }
            for (const [k, n] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`   ${String(n).padStart(8)} ${k}`);
          }
        },
      },
    ],
  }),
);
