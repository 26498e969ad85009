/** The field-level difference between two versions of one family (schemas/src/forms/diff-definition.ts). */
import type { DefinitionDiff } from '@cp/schemas/contracts/form-definitions';
import { diffDefinitions } from '@cp/schemas/forms/diff-definition';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { DbOrTx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { loadVersion, summaryOf } from './version-row';

export async function diffVersions(options: {
  db: DbOrTx;
  from: string;
  to: string;
}): Promise<DefinitionDiff> {
  const from = await loadVersion(options.db, options.from);
  const to = await loadVersion(options.db, options.to);
  if (from.form !== to.form || from.family !== to.family)
    throw new AppError(ErrorCode.Rule, M.differentFamilies);
  return { from: summaryOf(from), to: summaryOf(to), fields: diffDefinitions(from, to) };
}
