import path from 'node:path';
import { build } from 'esbuild';
import { getFormDefinition, isFormKey, type FormDefinition } from '@cp/schemas/forms/registry';
import { validatorModuleSource } from '@cp/schemas/forms/standalone';
import { repoRoot } from '../../config';

/** The schemas package's folder: the generated code's `require(...)`s resolve from there (its ajv 8). */
const schemasDir = path.join(repoRoot, 'schemas', 'src');

/**
 * A definition's validator module as the browser loads it: the standalone source (schemas forms/standalone.ts)
 * with its run-time helpers bundled in, one self-contained minified ES module that evaluates no string.
 */
export async function bundleValidatorModule(definition: FormDefinition): Promise<string> {
  const result = await build({
    stdin: {
      contents: validatorModuleSource(definition),
      resolveDir: schemasDir,
      sourcefile: 'validators.js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * The definition a validator URL names. For now the built-in definition of the family (the registry), which is
 * version 1; the versioned definitions (api/src/forms/definitions.ts) take over here when they land. Undefined
 * when nothing is published under that name.
 */
export function resolveValidatorDefinition(form: string, family: string, version: string) {
  if (!isFormKey(family) || version !== '1') return undefined;
  const definition = getFormDefinition(family);
  return definition.form === form ? definition : undefined;
}

/** Generated once per (form, family, version) and kept: a published version never changes. */
const modules = new Map<string, Promise<string>>();

export function validatorModule(form: string, family: string, version: string): Promise<string> | undefined {
  const definition = resolveValidatorDefinition(form, family, version);
  if (!definition) return undefined;
  const key = `${form}/${family}/${version}`;
  let module = modules.get(key);
  if (!module) {
    module = bundleValidatorModule(definition);
    // A failed generation is not kept: the next request tries again.
    module.catch(() => modules.delete(key));
    modules.set(key, module);
  }
  return module;
}
