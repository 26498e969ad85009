// Import cycles (what ESLint's import/no-cycle checked, over the whole repository in one graph walk):
// every module of every workspace package, its static and dynamic imports followed (type-only imports
// left out, as no-cycle leaves them out), and any cycle printed and failed on. dpdm parses each file once;
// the ESLint rule resolved the import graph again from every file, which was most of the lint time.
// Usage: node scripts/check-cycles.mjs [--root <dir>] [glob ...]   (default: every package's sources)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

const args = process.argv.slice(2);
const at = args.indexOf('--root');
const root =
  at >= 0
    ? path.resolve(args.splice(at, 2)[1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = '{schemas,templates,renderer,forms,admin,api,e2e,bench}';
const globs = args.length ? args : [`${packages}/**/*.{ts,tsx,js,mjs}`, '*.{ts,js,mjs}', 'scripts/*.mjs'];

const tree = await parseDependencyTree(globs, {
  cwd: root,
  context: root,
  // As ESLint's ignores: installed packages, build output, generated migrations.
  exclude: /node_modules|\/dist(-server)?\/|\/coverage\/|test-results|playwright-report/,
  transform: true,
  skipDynamicImports: false,
});
const modules = Object.keys(tree).length;
const cycles = parseCircular(tree);
if (cycles.length) {
  console.error(`${cycles.length} import cycle(s) among ${modules} modules:`);
  console.error(prettyCircular(cycles));
  process.exit(1);
}
console.log(`No import cycle among ${modules} modules.`);
