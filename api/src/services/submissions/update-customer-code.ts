/** Customer code from the details page (SENT and undecided records); decided records are read-only (§4). */
import type { Db } from '../../db/client';
import type { Staff } from './access';
import { applyChange } from './apply-change';
import { assertEditable } from './guards';
import type { SubmissionKind } from './kind';

export function updateCustomerCode(
  o: Staff & { db: Db; kind: SubmissionKind; id: string; customerCode: string },
) {
  return applyChange({
    ...o,
    action: 'customer-code',
    permission: 'save',
    deniedMessage: o.kind.messages.changeDenied,
    guard: (row) => assertEditable(o.kind, row),
    patch: () => ({
      customerCode: String(o.customerCode ?? '')
        .trim()
        .slice(0, 100),
    }),
  });
}
