import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, SaveButton, testDataProvider } from 'react-admin';
import type { UnitRecord } from '@cp/schemas/contracts/units-admin';
import { InformationCard } from './InformationCard';
import { COMPANIES, DIVISIONS } from './kind';

const record = {
  id: 'c1',
  kind: 'company',
  code: 'IDS',
  name: 'IDS',
  active: true,
  prefix: 'IDS',
  emailTemplate: 'IDS',
  docuSignTemplateId: 'tpl-ids',
  docuSignOnApproval: false,
  quickCreditAmount: 20000,
  addDate: '2026-01-01T00:00:00Z',
  completedApplications: 3,
} as unknown as UnitRecord;

function renderCard(readOnly: boolean, onSubmit: (values: Partial<UnitRecord>) => void) {
  render(
    <AdminContext dataProvider={testDataProvider()}>
      <Form record={record} onSubmit={onSubmit}>
        <InformationCard kind={COMPANIES} readOnly={readOnly} />
        <SaveButton label="Save" alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return screen.getByRole('switch', { name: 'Send DocuSign agreement with approval' });
}

describe("Company Information: 'Send DocuSign agreement with approval' (README 'E-signature')", () => {
  it('a super admin switches it on and it goes with the save', async () => {
    const saved: Array<Partial<UnitRecord>> = [];
    const toggle = renderCard(false, (v) => saved.push(v));
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ docuSignOnApproval: true, docuSignTemplateId: 'tpl-ids' });
  });

  it('is read-only for everyone else', () => {
    const toggle = renderCard(true, () => undefined);
    expect(toggle).toBeDisabled();
  });
});

describe("Company Information: reference requests (README 'Reference requests')", () => {
  it('saves the switch at submit and the reminder settings; empty leaves the defaults', async () => {
    const saved: Array<Partial<UnitRecord>> = [];
    renderCard(false, (v) => saved.push(v));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Request references at submit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Remind after (days)' }), {
      target: { value: '4' },
    });
    expect(
      screen.getByText(/Days without an answer before a reference is reminded\. Empty: 2\./),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ referenceAutoRequest: true, referenceReminderDays: 4 });
    expect(saved[0].referenceReminderMax ?? null).toBeNull();
  });
});

/** The families the editor lists: one published of each kind, one not published yet. */
const FAMILIES = [
  {
    family: 'activation-cpg',
    form: 'customer-activation',
    title: 'Customer Activation',
    status: 'published',
  },
  {
    family: 'activation-uwl',
    form: 'customer-activation',
    title: 'Customer Activation',
    status: 'published',
  },
  { family: 'application-six', form: 'credit-application', title: 'Credit Application', status: 'published' },
  {
    family: 'application-eight',
    form: 'credit-application',
    title: 'Credit Application',
    status: 'published',
  },
  { family: 'application-next', form: 'credit-application', title: 'Credit Application', status: 'draft' },
].map(({ status, ...f }) => ({ ...f, units: [], versions: [{ id: f.family, version: 1, status }] }));

function renderForms(
  unit: Partial<UnitRecord>,
  readOnly: boolean,
  onSubmit: (v: Partial<UnitRecord>) => void,
) {
  const dataProvider = { ...testDataProvider(), formFamilies: async () => FAMILIES };
  const kind = unit.kind === 'division' ? DIVISIONS : COMPANIES;
  render(
    <AdminContext dataProvider={dataProvider}>
      <Form record={{ ...record, ...unit }} onSubmit={onSubmit}>
        <InformationCard kind={kind} readOnly={readOnly} />
        <SaveButton label="Save" alwaysEnable />
      </Form>
    </AdminContext>,
  );
}

describe('the forms of a company or division (ARCHITECTURE.md Units)', () => {
  const company = { activationFamily: 'activation-cpg', applicationFamily: 'application-six' };

  it("offers a company's super admin the published families of each kind and saves the choice", async () => {
    const saved: Array<Partial<UnitRecord>> = [];
    renderForms(company, false, (v) => saved.push(v));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Credit Application Form/ }));
    await screen.findByRole('option', { name: 'Credit Application · application-eight' });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Credit Application · application-six',
      'Credit Application · application-eight',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Credit Application · application-eight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      activationFamily: 'activation-cpg',
      applicationFamily: 'application-eight',
    });
  });

  it("lets a division use its company's forms, and says which", async () => {
    const saved: Array<Partial<UnitRecord>> = [];
    renderForms(
      {
        kind: 'division',
        parentId: 'c1',
        activationFamily: 'activation-uwl',
        applicationFamily: null,
        companyActivationFamily: 'activation-cpg',
        companyApplicationFamily: 'application-six',
      },
      false,
      (v) => saved.push(v),
    );
    expect(screen.getByRole('combobox', { name: /Credit Application Form/ })).toHaveTextContent(
      'Same as company (application-six)',
    );
    // react-admin names its empty choice 'Clear value' for screen readers; it shows the company's form.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Customer Activation Form/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Same as company (activation-cpg)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ activationFamily: null, applicationFamily: null });
  });

  it('shows everyone else the forms the unit uses, read only', () => {
    renderForms(
      { kind: 'division', activationFamily: null, companyActivationFamily: 'activation-uwl' },
      true,
      () => undefined,
    );
    expect(screen.getByRole('textbox', { name: 'Customer Activation Form' })).toHaveValue(
      'Same as company (activation-uwl)',
    );
    expect(screen.queryByRole('combobox', { name: /Form$/ })).not.toBeInTheDocument();
  });
});
