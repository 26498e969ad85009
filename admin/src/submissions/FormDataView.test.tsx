import { render, screen, within } from '@testing-library/react';
import { sampleFor } from '@cp/schemas/forms/samples';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { definitionFrom } from '@cp/schemas/forms/stored';
import type { LayoutControl } from '@cp/schemas/forms/types';
import { FormDataView } from './FormDataView';

/** The details page lays the customer's data out from the record's form definition, not a hand-written card. */
describe('FormDataView', () => {
  it('one section per step of the definition, labelled by the schema, with the typed values', () => {
    const data = sampleFor('application-six');
    render(
      <FormDataView
        definition={getFormDefinition('application-six')}
        data={data}
        extra={{ tradeReferences: <p>file</p> }}
      />,
    );
    for (const step of getFormDefinition('application-six').steps)
      expect(screen.getByTestId(`section-${step.id}`)).toHaveTextContent(step.title);
    const company = screen.getByTestId('section-companyInformation');
    expect(within(company).getByText(String(data.companyName))).toBeInTheDocument();
    expect(within(screen.getByTestId('section-tradeReferences')).getByText('file')).toBeInTheDocument();
    // Arrays of objects (trade references) show one numbered group per entry.
    expect(within(screen.getByTestId('section-tradeReferences')).getAllByText(/ 1$/).length).toBeGreaterThan(
      0,
    );
  });

  it('shows amounts as money and names an untitled field in words', () => {
    const data = { ...sampleFor('application-six-cpg'), amountReq: 75000, perDiemAgreement: true };
    render(<FormDataView definition={getFormDefinition('application-six-cpg')} data={data} />);
    expect(screen.getByText('$75,000')).toBeInTheDocument();
    expect(screen.queryByText('75000')).not.toBeInTheDocument();
    expect(screen.queryByText('perDiemAgreement')).not.toBeInTheDocument();
  });

  it('shows phone, DUNS and tax id in the formats the definition names (back-office.md §9)', () => {
    const data = { companyPhone: '5625550100', duns: '912036460', fedTaxId: '142355232' };
    render(<FormDataView definition={getFormDefinition('activation-cpg')} data={data} />);
    for (const shown of ['562-555-0100', '91-203-6460', '14-2355232'])
      expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows a bank account number by its last four digits only (issue 27 item 5), as the staff PDF does', () => {
    const data = sampleFor('activation-cpg'); // bankInfo.accountNumber '000123456789'
    render(<FormDataView definition={getFormDefinition('activation-cpg')} data={data} />);
    expect(screen.getByText('••••6789')).toBeInTheDocument();
    expect(screen.queryByText(/0001234/)).not.toBeInTheDocument();
  });

  it("follows the layout tree: a group's label above its fields, an object's fields in the tree's order", () => {
    const built = getFormDefinition('activation-cpg');
    const layout = structuredClone(built.layout);
    const company = layout.elements[0];
    const ids = company.elements.filter(
      (e) => e.type === 'Control' && ['/duns', '/fedTaxId'].includes(e.scope),
    );
    company.elements = company.elements.filter((e) => !ids.includes(e));
    company.elements.push({ type: 'Group', label: 'Identifiers', elements: ids as LayoutControl[] });
    const address = company.elements.find(
      (e) => e.type === 'Control' && e.scope === '/address',
    ) as LayoutControl;
    address.elements!.reverse();
    render(
      <FormDataView definition={definitionFrom({ ...built, layout })} data={sampleFor('activation-cpg')} />,
    );
    const section = screen.getByTestId('section-companyInformation');
    const texts = within(section)
      .getAllByText(/^(Identifiers|DUNS|Federal Tax ID|Address 1|Country)$/)
      .map((e) => e.textContent);
    expect(texts).toEqual(['Country', 'Address 1', 'Identifiers', 'DUNS', 'Federal Tax ID']);
    expect(within(section).getByRole('heading', { name: 'Identifiers' })).toBeInTheDocument();
  });

  it('an uploaded trade-reference file shows alone: no empty references, not the stored name as well', () => {
    const definition = getFormDefinition('application-eight');
    const data = {
      ...definition.defaults,
      companyName: 'Acme Freight',
      tradeReferencesSkipped: false,
      tradeReferencesFileName: 'references-3f2a9c1e.pdf',
    };
    render(
      <FormDataView
        definition={definition}
        data={data}
        extra={{ tradeReferences: <p>Download references.pdf</p> }}
        shownByExtra={['tradeReferencesFileName']}
      />,
    );
    const section = screen.getByTestId('section-tradeReferences');
    // The three references the form opens with (Country: United States each) were never filled.
    expect(within(section).queryByText('United States')).not.toBeInTheDocument();
    expect(within(section).queryByText(/ 1$/)).not.toBeInTheDocument();
    expect(within(section).queryByText('references-3f2a9c1e.pdf')).not.toBeInTheDocument();
    expect(within(section).getByText('Download references.pdf')).toBeInTheDocument();
  });

  it('a filled reference still shows, numbered, beside the untouched ones left out', () => {
    const definition = getFormDefinition('application-eight');
    const refs = definition.defaults.tradeRefInfo as Record<string, unknown>[];
    const data = {
      ...definition.defaults,
      tradeRefInfo: [refs[0], { ...refs[1], company: 'Blue Line Co' }, refs[2]],
    };
    render(<FormDataView definition={definition} data={data} />);
    const section = screen.getByTestId('section-tradeReferences');
    expect(within(section).getByText('Blue Line Co')).toBeInTheDocument();
    expect(within(section).getAllByText('United States')).toHaveLength(1);
    expect(within(section).getAllByText(/ 1$/)).toHaveLength(1);
    expect(within(section).queryByText(/ 2$/)).not.toBeInTheDocument();
  });

  it('a record without its definition shows nothing rather than a guess', () => {
    const { container } = render(<FormDataView definition={undefined} data={{ a: 1 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
