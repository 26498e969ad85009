import { render } from '@testing-library/react';
import type { ApplicationListItem } from '@cp/schemas/contracts/applications';
import { columnsByStatus } from './columns';

const row = (over: Partial<ApplicationListItem>) =>
  ({
    status: 'APPROVED',
    signatureDate: '2026-11-02T10:00:00.000Z',
    approvedOrDeniedDate: '2026-11-05T10:00:00.000Z',
    paymentTerms: '2% 10 days',
    netTerms: '30',
    ...over,
  }) as ApplicationListItem;

/** What a Reviewed cell shows, by its column's label. */
function cell(label: string, r: ApplicationListItem): string {
  const column = columnsByStatus.REVIEWED.find((c) => c.label === label);
  if (!column) throw new Error(`no column '${label}'`);
  return render(<>{column.cell(r)}</>).container.textContent ?? '';
}

describe('application Reviewed rows (back-office.md §2)', () => {
  it('Date Received and Date Approved or Date Denied are separate columns', () => {
    const labels = columnsByStatus.REVIEWED.map((c) => c.label);
    expect(labels).toContain('Date Received');
    expect(labels).toContain('Date Approved or Date Denied');
    expect(cell('Date Received', row({}))).toBe('11/02/2026');
    expect(cell('Date Approved or Date Denied', row({}))).toBe('11/05/2026');
  });

  it.each([
    // [status, column, shown]: net terms if approved else N/A (§2); payment terms as typed, each apart.
    ['APPROVED', 'Net Terms', 'Net 30'],
    ['APPROVED', 'Payment Terms', '2% 10 days'],
    ['DENIED', 'Net Terms', 'N/A'],
    ['DENIED', 'Payment Terms', '2% 10 days'],
  ])('%s: %s shows %s', (status, label, shown) => {
    expect(cell(label, row({ status }))).toBe(shown);
  });
});
