import { setModulePatternEngine, type ValidatorModule } from '@cp/schemas/forms/precompiled';
import type { PatternCompiler } from '@cp/schemas/regexp-deferred';

/**
 * The RE2 engine of form patterns (schemas regexp.ts), the server's own, in a chunk of its own that a page loads
 * once its form shows, so it stays out of the first load (README 'Benchmarks', bench:first-load). Until it is here
 * the validator module leaves patterns to the server (schemas regexp-deferred.ts).
 */
let engine: Promise<PatternCompiler> | undefined;

export function loadPatternEngine(module: ValidatorModule): Promise<void> {
  engine ??= import('@cp/schemas/regexp').then((m) => m.compileLinear);
  // A failed load is not kept: the next form tries again (patterns stay the server's meanwhile).
  engine.catch(() => (engine = undefined));
  return engine.then((compile) => setModulePatternEngine(module, compile));
}
