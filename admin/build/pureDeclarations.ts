/**
 * A build plugin for the console's first load (README 'Benchmarks', `bench:console-load`): the zod contracts
 * in `schemas/src/contracts/` declare request schemas, paths and constants side by side, and the console's
 * lists import only the paths and constants. A call at a module's top level may have side effects as far as
 * the bundler knows, so every unused `const x = z.object(…)` stayed in the bundle with all of zod behind
 * it. Schema construction has no effect anyone needs apart from its value, so this marks each call in a
 * top-level `const` initialiser `@__PURE__`: a declaration nobody uses is dropped, one that is used is kept
 * whole. Calls inside functions (refinements, path builders) run later and are left alone.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

/** Code a module runs later, not while it loads. */
const DEFERRED = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassBody']);

function callsIn(value: unknown, starts: number[]): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) callsIn(item, starts);
    return;
  }
  const node = value as Node;
  if (typeof node.type !== 'string' || DEFERRED.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.push(node.start);
  for (const [key, child] of Object.entries(node)) if (key !== 'type') callsIn(child, starts);
}

/** Marks the calls of top-level `const` initialisers pure in the modules whose id matches `include`. */
export function pureDeclarations(include: RegExp): Plugin {
  return {
    name: 'cp-pure-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!include.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const starts: number[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) callsIn(declarator.init, starts);
      }
      if (starts.length === 0) return null;
      const out = new MagicString(code);
      for (const start of starts) out.appendLeft(start, '/* @__PURE__ */ ');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
