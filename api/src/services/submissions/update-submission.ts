/**
 * Details Save (back-office.md §2, §4; the spec calls `set` / `setApplication` with a blank setType): the
 * customer's answers and the workflow fields staff may edit. NEW becomes PENDING; decided records are
 * read-only. The customer's data is merged over the stored document and checked like a customer's draft
 * (unknown fields dropped, formats checked), so workflow columns are never taken from it.
 */
import type { UpdateInput } from '@cp/schemas/contracts/submissions';
import type { Db } from '../../db/client';
import { definitionOf } from '../../forms/definitions';
import { checkFormData } from '../portal/check-form-data';
import { mergeLinkData } from '../portal/merge-data';
import type { Staff } from './access';
import { applyChange } from './apply-change';
import { checkedContacts } from './checked-contacts';
import { assertSubmittedOpen } from './guards';
import type { SubmissionKind, SubmissionPatch } from './kind';

export function updateSubmission(
  o: Staff & { db: Db; kind: SubmissionKind; id: string; input: UpdateInput },
) {
  const { input, kind } = o;
  return applyChange({
    ...o,
    action: 'update',
    permission: 'save',
    deniedMessage: kind.messages.changeDenied,
    guard: (row) => assertSubmittedOpen(kind, row),
    patch: async (row, tx) => {
      const patch: SubmissionPatch = {};
      if (input.data)
        patch.data = checkFormData(
          await definitionOf(tx, row),
          mergeLinkData(row.data, input.data),
          'draft',
          row.data,
        );
      for (const column of kind.editableColumns) {
        const value = input[column];
        if (value !== undefined) patch[column] = value.trim().slice(0, 100);
      }
      if (input.notes !== undefined) patch.notes = input.notes.slice(0, 10_000);
      if (input.contacts !== undefined) {
        const unitId = row.divisionId ?? row.companyId;
        const chosen = await checkedContacts(tx, unitId, input.contacts, kind.messages.contactRequired);
        patch.contacts = chosen.map((c) => c.id);
      }
      return patch;
    },
  });
}
