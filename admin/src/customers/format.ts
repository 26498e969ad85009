/** How the credit file shows its keys. */
import { formatDuns, formatFedTaxId } from '@cp/schemas/formats-plain';

/** The EIN's nine digits as 12-3456789; '' when there is none. */
export const formatTaxId = (taxId: string | null): string => (taxId ? formatFedTaxId(taxId) : '');
export const formatDunsNumber = (duns: string | null): string => (duns ? formatDuns(duns) : '');

/** An address of the facts (line1, city, state, zip…) on one line. */
export const formatAddress = (a: Record<string, unknown>): string =>
  [a.line1, a.line2, a.city, [a.state, a.zip].filter(Boolean).join(' '), a.country]
    .filter((p) => typeof p === 'string' && p.trim())
    .join(', ');

const ACTIONS: Record<string, string> = {
  invite: 'Invited',
  submit: 'Submitted',
  approve: 'Approved',
  deny: 'Denied',
  'customer-link': 'Submission linked',
  'customer-unlink': 'Submission moved to a credit file of its own',
  'customer-merge': 'Customers merged',
  'customer-parent': 'Parent changed',
  'customer-review': 'Credit review done',
  'customer-dismiss': 'Suggestion dismissed: not the same customer',
};

/** An audit action as the timeline says it ('set-notes' → 'Set notes'). */
export const actionLabel = (action: string): string =>
  ACTIONS[action] ?? action.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export const MATCHED_LABEL: Record<string, string> = {
  taxId: 'Tax id',
  duns: 'DUNS',
  nameState: 'Name and state',
  new: 'First of this customer',
  staff: 'Linked by staff',
  merge: 'Merged',
};
