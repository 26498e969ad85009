/**
 * The summary band of a details page: company, amount, terms asked, years in business, references,
 * duplicates and status, read through the record's form definition (its roles), and what shows without one.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';
import { SummaryBand, yearsSince } from './SummaryBand';

const NOW = new Date('2026-11-28T12:00:00');

describe('yearsSince', () => {
  it('counts whole years, the day not yet reached this year included', () => {
    expect(yearsSince('2011-04-15', NOW)).toBe('15 (since 04/15/2011)');
    expect(yearsSince('2011-11-29', NOW)).toBe('14 (since 11/29/2011)');
    expect(yearsSince('2011-12-01', NOW)).toBe('14 (since 12/01/2011)');
    expect(yearsSince('11/28/2011', NOW)).toBe('15 (since 11/28/2011)');
    expect(yearsSince('2030-01-01', NOW)).toBe('0 (since 01/01/2030)');
  });

  it('is empty without a date or with one it cannot read', () => {
    expect(yearsSince(undefined, NOW)).toBe('');
    expect(yearsSince('', NOW)).toBe('');
    expect(yearsSince('someday', NOW)).toBe('');
    expect(yearsSince(2011, NOW)).toBe('');
  });
});

const item = (label: string) => {
  const caption = within(screen.getByTestId('summary-band')).getByText(label);
  return caption.nextElementSibling?.textContent;
};

function band(props: Partial<Parameters<typeof SummaryBand>[0]> = {}) {
  render(
    <MemoryRouter>
      <SummaryBand
        definition={undefined}
        data={{}}
        companyName=""
        amountReq={null}
        status="NEW"
        duplicates={[]}
        detailsPath="/applications/details"
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('SummaryBand', () => {
  it('reads the answers through the definition: company, amount, terms (nested), years, references', () => {
    const definition = getFormDefinition('application-eight');
    const data: Record<string, unknown> = {
      ...sampleFor('application-eight'),
      bankInfo: { paymentMethod: 'Check' },
    };
    delete data.paymentMethod;
    band({ definition, data, status: 'APPROVED' });
    expect(item('Company')).toBe(String(data.legalName ?? data.companyName));
    expect(item('Terms Asked')).toBe('Check');
    expect(item('Years in Business')).toMatch(/^\d+ \(since \d\d\/\d\d\/\d{4}\)$/);
    expect(Number(item('References'))).toBeGreaterThan(0);
    expect(item('Duplicates')).toBe('None');
    expect(item('Status')).toBe('APPROVED');
  });

  it('without a definition: the record’s own company and amount, dashes elsewhere, no references row', () => {
    band({ companyName: 'Acme Freight', amountReq: 25000, status: 'DENIED' });
    expect(item('Company')).toBe('Acme Freight');
    expect(item('Amount Requested')).toBe('$25,000');
    expect(item('Terms Asked')).toBe('—');
    expect(item('Years in Business')).toBe('—');
    expect(within(screen.getByTestId('summary-band')).queryByText('References')).toBeNull();
  });

  it('a reference file counts beside the entries, and duplicates link to their details', () => {
    band({
      referencesFile: true,
      duplicates: [
        { id: 'a', applicationNumber: 'UWL1001' },
        { id: 'b', applicationNumber: 'UWL1002' },
      ],
    });
    expect(item('References')).toBe('file uploaded');
    expect(item('Duplicates')).toBe('possible duplicate: UWL1001, UWL1002');
    expect(screen.getByRole('link', { name: 'UWL1002' })).toHaveAttribute('href', '/applications/details/b');
  });
});
