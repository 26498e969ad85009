/** The PDF lays a record out by its definition's layout tree: steps, groups and the order of fields. */
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';
import { definitionFrom } from '@cp/schemas/forms/stored';
import type { FormDefinition, LayoutControl } from '@cp/schemas/forms/types';
import { buildSubmissionPdfContext, type BuildPdfContextInput } from './build-pdf-context';

const built: FormDefinition = getFormDefinition('activation-cpg');

/** The CPG activation with DUNS and the tax id in a group, and the address's zip before its city. */
function regrouped() {
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
  const zip = address.elements!.findIndex((c) => c.scope === '/address/zip');
  const [moved] = address.elements!.splice(zip, 1);
  address.elements!.splice(2, 0, moved);
  return definitionFrom({ ...built, layout });
}

const input = (definition = built): BuildPdfContextInput => ({
  definition,
  copy: 'customer',
  unit: { name: 'Bristol', emailTemplate: 'BRISTOL' } as BuildPdfContextInput['unit'],
  submission: {
    form: 'customer-activation',
    status: 'NEW',
    applicationNumber: 'BRI1001',
    data: sampleFor('activation-cpg'),
    signatureDate: new Date('2026-11-20T12:00:00Z'),
  } as BuildPdfContextInput['submission'],
});

const labels = (definition = built) =>
  buildSubmissionPdfContext(input(definition)).sections[0].fields.map((f) => f.label);

describe("the PDF's layout", () => {
  it("follows the layout tree: a group's label heads its fields, an object's fields in the tree's order", () => {
    expect(labels().slice(0, 7)).toEqual([
      'Company Name',
      'Company Contact',
      'Company Established Date',
      'Company Phone',
      'Company Email',
      'DUNS',
      'Federal Tax ID',
    ]);
    const regroupedLabels = labels(regrouped());
    expect(regroupedLabels.slice(5)).toEqual([
      'Company Address',
      'Address 1',
      'Address 2',
      'Zip',
      'City',
      'State',
      'Country',
      'Identifiers',
      'DUNS',
      'Federal Tax ID',
    ]);
    const heading = buildSubmissionPdfContext(input(regrouped())).sections[0].fields.find(
      (f) => f.label === 'Identifiers',
    );
    expect(heading).toMatchObject({ value: '', heading: true });
  });
});

describe('the bank account number in a PDF', () => {
  const accountNumberIn = (copy: BuildPdfContextInput['copy']) =>
    buildSubmissionPdfContext({ ...input(), copy })
      .sections.flatMap((s) => s.fields)
      .find((f) => f.label === 'Bank Account Number')?.value;

  it("is whole only in the customer's own signed copy, its last four digits in every other", () => {
    const whole = String((sampleFor('activation-cpg').bankInfo as Record<string, unknown>).accountNumber);
    expect(accountNumberIn('customer')).toBe(whole);
    expect(accountNumberIn('staff')).toBe(`••••${whole.slice(-4)}`);
  });
});

describe("the PDF's brand (issue 27 item 17)", () => {
  it("names the unit's own brand on another company's layout, and renders it in the header and footer", async () => {
    const { renderPdfHtml } = await import('@cp/templates');
    const unit = {
      name: 'Harbor Line',
      emailTemplate: 'CPG',
      theme: { displayName: 'Harbor Line Freight' },
    } as unknown as BuildPdfContextInput['unit'];
    const context = buildSubmissionPdfContext({ ...input(), unit });
    expect(context).toMatchObject({ brand: 'CPG', brandName: 'Harbor Line Freight' });
    const html = renderPdfHtml('submission', context as unknown as Record<string, unknown>);
    expect(html).toContain('Harbor Line Freight');
    expect(html).not.toContain('Container Port Group');
  });
});
