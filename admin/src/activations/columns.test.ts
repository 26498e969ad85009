import { describe, expect, it } from 'vitest';
import { columnsByStatus } from './columns';

describe('activation list layouts (back-office.md §2)', () => {
  it('row layouts per status follow the §2 table', () => {
    const labels = (s: keyof typeof columnsByStatus) => columnsByStatus[s].map((c) => c.label);
    expect(labels('SENT')).toEqual([
      'Date',
      'Company | Division',
      'Client',
      'Email',
      'Point of Contact',
      'Status',
    ]);
    expect(labels('NEW')).toEqual([
      'C.A.F #',
      'Company | Division',
      'Client',
      'Date Received',
      'Point of Contact',
    ]);
    expect(labels('PENDING')).toEqual([...labels('NEW'), 'Notes']);
    expect(labels('DENIED')).toEqual([...labels('APPROVED'), 'Date Denied', 'Denial Code']);
    expect(labels('REVIEWED')).toContain('Amount Approved');
  });

  it('REVIEWED: Date Received and Date Approved or Date Denied are separate columns', () => {
    const labels = columnsByStatus.REVIEWED.map((c) => c.label);
    expect(labels.slice(0, 5)).toEqual([
      'C.A.F #',
      'Company Name',
      'Client',
      'Date Received',
      'Date Approved or Date Denied',
    ]);
  });
});
