/**
 * Issue 16 item 3, the super admin's choice when publishing: the drafts customers have not submitted yet
 * (status SENT, or '' for the records from before invitations were tracked — find-by-link.ts isSubmitted)
 * that are pinned to an older version of the family move to the new version, each only if its stored data
 * still validates in draft mode against the new version; the others stay pinned. Runs inside the publish's
 * transaction; the rows are locked (the portal's saves and submits lock them too, lock-open-record.ts), so
 * a draft saved or submitted meanwhile is judged as it ends up.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { MovedDrafts } from '@cp/schemas/contracts/form-definitions';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { uneditedPaths } from '@cp/schemas/forms/unedited';
import { validateForm } from '@cp/schemas/forms/validate';
import type { DbOrTx, Tx } from '../../db/client';
import { submissions } from '../../db/schema';

/**
 * Which of the family's unsubmitted drafts on older versions would move to `definition` (their data
 * validates against it) and how many there are; `lock` holds the rows for the publish that moves them.
 */
export async function judgeDrafts(db: DbOrTx, definition: FormDefinition, lock: boolean) {
  // A reference answer form has no customer drafts: its answers are never drafted (README 'Reference requests').
  if (definition.form === 'reference') return { moving: [] as string[], total: 0 };
  const form = definition.form;
  const query = db
    .select({ id: submissions.id, data: submissions.data })
    .from(submissions)
    .where(
      and(
        eq(submissions.form, form),
        eq(submissions.formFamily, definition.family),
        lt(submissions.formVersion, definition.version),
        inArray(submissions.status, ['SENT', '']),
        isNull(submissions.deleteDate),
      ),
    );
  const drafts = lock ? await query.for('update') : await query;
  const moving = drafts
    .filter(({ data }) => {
      // As the portal's draft save judges stored values (check-form-data.ts): a skip-until-edited value
      // the customer has not touched is not held against the draft.
      const skip = uneditedPaths(definition.skipUntilEdited, data, data);
      return validateForm(definition, data, 'draft', { skip }).valid;
    })
    .map(({ id }) => id);
  return { moving, total: drafts.length };
}

/** `definition` is the version just published (read in the transaction, not from the resolver's cache). */
export async function moveDraftsInTx(tx: Tx, definition: FormDefinition): Promise<MovedDrafts> {
  const { moving, total } = await judgeDrafts(tx, definition, true);
  if (moving.length) {
    await tx
      .update(submissions)
      // `version` bumped: a stored PDF of the old version is not reused.
      .set({
        formVersion: definition.version,
        version: sql`${submissions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(inArray(submissions.id, moving));
  }
  return { moved: moving.length, stayed: total - moving.length };
}
