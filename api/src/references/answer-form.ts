/**
 * The published answer form of a reference kind (README 'Reference requests'): the latest published version of
 * its family (form 'reference'), read each time so a publish in the Forms editor takes effect on the next answer.
 */
import { REFERENCE_FAMILY, type ReferenceKind } from '@cp/schemas/contracts/references';
import type { FormDefinition } from '@cp/schemas/forms/types';
import type { DbOrTx } from '../db/client';
import { latestPublished, resolveDefinition } from '../forms/definitions';

export const REFERENCE_FORM = 'reference';

export async function publishedAnswerForm(db: DbOrTx, kind: ReferenceKind): Promise<FormDefinition> {
  const family = REFERENCE_FAMILY[kind];
  return resolveDefinition(db, REFERENCE_FORM, family, await latestPublished(db, REFERENCE_FORM, family));
}
