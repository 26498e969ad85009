// Precompresses a built front end (issue 17): every text asset of at least 1 kB gets a brotli (.br, quality 11)
// and a gzip (.gz, level 9) copy beside it, written only when smaller. The API serves these copies to clients
// that accept them (api/src/http/static-assets.ts), so no response of a static file is compressed per request.
// Usage: node scripts/precompress.mjs <dist directory>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/i;
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <dist directory>');
  process.exit(2);
}

function* files(d) {
  for (const entry of readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (TEXT.test(entry.name)) yield p;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
let count = 0;
for (const file of files(dir)) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  raw += body.length;
  br += Math.min(brotli.length, body.length);
  gz += Math.min(gzip.length, body.length);
  count += 1;
}
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(`precompressed ${count} files in ${dir}: ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`);
