import path from 'node:path';
import { build } from 'esbuild';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { validatorModuleSource } from '@cp/schemas/forms/standalone';
import { repoRoot } from '../../config';
import type { DbOrTx } from '../../db/client';
import { definitionStatus, resolveDefinition } from '../../forms/definitions';

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
 * The definition a validator URL names: a published or retired version of form_definitions, read through the
 * one resolver (api/src/forms/definitions.ts). Undefined for a malformed version, an unknown one or a draft
 * (a draft still changes; the editor's preview compiles it instead).
 */
export async function resolveValidatorDefinition(
  db: DbOrTx,
  form: string,
  family: string,
  version: string,
): Promise<FormDefinition | undefined> {
  if (!/^[1-9]\d{0,8}$/.test(version)) return undefined;
  const status = await definitionStatus(db, form, family, Number(version));
  if (!status || status === 'draft') return undefined;
  return resolveDefinition(db, form, family, Number(version));
}

/** Generated once per (form, family, version) and kept: a published version never changes. */
const modules = new Map<string, Promise<string>>();

export async function validatorModule(
  db: DbOrTx,
  form: string,
  family: string,
  version: string,
): Promise<string | undefined> {
  const key = `${form}/${family}/${version}`;
  let module = modules.get(key);
  if (!module) {
    const definition = await resolveValidatorDefinition(db, form, family, version);
    if (!definition) return undefined;
    module = modules.get(key) ?? bundleValidatorModule(definition);
    // A failed generation is not kept: the next request tries again.
    module.catch(() => modules.delete(key));
    modules.set(key, module);
  }
  return module;
}
