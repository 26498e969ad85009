/**
 * `npm run bench:console-load` (issue 33 item 4): the staff console's first load, counted as the gzip size
 * (node:zlib at gzip's default level) of the scripts `admin/dist/index.html` loads up front: its module
 * scripts and modulepreloads, plus any chunk those import statically that the page does not preload (the
 * browser fetches it before the entry runs all the same). Builds the console first (`BENCH_NO_BUILD=1` reads
 * the existing `admin/dist`). Beside it, in the same run, a bare react-admin list page (one resource, one
 * Datagrid, built by the same Vite): the framework's own floor. Budget: ≤ 350 KB gzip.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root } from './product';

const BUDGET_KB = 350;

interface Chunk {
  file: string;
  how: string;
  raw: number;
  gzip: number;
  gzip9: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Relative chunks a built module imports statically (`import{…}from"./x.js"`, `import"./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g))
    found.push(match[1] as string);
  return found;
}

/** The scripts `index.html` in `dist` loads up front, each sized; followed through their static imports. */
export function firstLoad(dist: string): Chunk[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const tags: [string, string][] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<script') && src) tags.push([src, 'script']);
    else if (/\brel="modulepreload"/.test(tag) && href) tags.push([href, 'modulepreload']);
  }
  const chunks = new Map<string, Chunk>();
  const visit = (url: string, how: string) => {
    const file = url.replace(/^\//, '');
    if (chunks.has(file)) return;
    const body = readFileSync(path.join(dist, file));
    chunks.set(file, {
      file,
      how,
      raw: body.length,
      gzip: gzipSync(body).length,
      gzip9: gzipSync(body, { level: 9 }).length,
    });
    for (const imported of staticImports(body.toString('utf8')))
      visit(path.posix.join(path.posix.dirname(`/${file}`), imported), 'static import, not preloaded');
  };
  for (const [url, how] of tags) visit(url, how);
  // A chunk the page preloads is labelled so even when another chunk's import reached it first.
  for (const [url, how] of tags) (chunks.get(url.replace(/^\//, '')) as Chunk).how = how;
  return [...chunks.values()];
}

/** Every other script of the build: what loads on first use of a screen. */
function lazyChunks(dist: string, upFront: Chunk[]) {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter(
    (f) => f.endsWith('.js') && !upFront.some((c) => c.file === `assets/${f}`),
  );
  const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
  return { count: files.length, gzip };
}

/** The floor: react-admin's own list page (Admin, one Resource, a Datagrid) built by the same Vite. */
async function bareBuild(): Promise<string> {
  const dir = path.join(root, 'node_modules/.cache/bench-console-load-bare');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
const Items = () => <List><Datagrid><TextField source="id" /></Datagrid></List>;
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}><Resource name="items" list={Items} /></Admin>,
);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return path.join(dir, 'dist');
}

function print(label: string, chunks: Chunk[]) {
  const total = (key: 'raw' | 'gzip' | 'gzip9') => chunks.reduce((sum, c) => sum + c[key], 0);
  console.log(`\n  ${label}: ${kb(total('gzip'))} gzip in ${chunks.length} scripts`);
  console.log(`      ${'gzip -6'.padStart(9)}  ${'gzip -9'.padStart(9)}  ${'raw'.padStart(9)}  script`);
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip))
    console.log(
      `      ${kb(c.gzip).padStart(9)}  ${kb(c.gzip9).padStart(9)}  ${kb(c.raw).padStart(9)}  ${c.file} (${c.how})`,
    );
  console.log(
    `      ${kb(total('gzip')).padStart(9)}  ${kb(total('gzip9')).padStart(9)}  ${kb(total('raw')).padStart(9)}  in all`,
  );
  return total('gzip');
}

async function main() {
  console.log(`Console first load (issue 33 item 4); loadavg before ${load()}`);
  const dist = path.join(root, 'admin/dist');
  if (process.env.BENCH_NO_BUILD !== '1' || !existsSync(path.join(dist, 'index.html'))) {
    const started = Date.now();
    const built = spawnSync('npm', ['run', 'build', '-w', 'admin'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`The console did not build:\n${built.stdout}\n${built.stderr}`);
    console.log(`built the console in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const bare = print('bare react-admin list page (the floor)', firstLoad(await bareBuild()));
  const chunks = firstLoad(dist);
  const ours = print('the console (admin/dist/index.html)', chunks);
  const lazy = lazyChunks(dist, chunks);
  console.log(
    `\n  loaded on first use of a screen: ${lazy.count} more scripts, ${kb(lazy.gzip)} gzip in all`,
  );
  console.log(
    `\nBudget: console first load ${kb(ours)} gzip (${(ours / bare).toFixed(2)}x the bare page's ${kb(bare)}), ` +
      `${ours <= BUDGET_KB * 1024 ? 'within' : 'OVER'} ${BUDGET_KB} KB`,
  );
  console.log(`loadavg after ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
