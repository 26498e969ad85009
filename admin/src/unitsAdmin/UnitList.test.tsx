import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, testDataProvider, type GetListParams } from 'react-admin';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { Security } from '@cp/schemas/permissions/types';
import type { UnitRecord } from '@cp/schemas/contracts/units-admin';
import { AbilityContext } from '../auth/AbilityContext';
import { COMPANIES, DIVISIONS } from './kind';
import { UnitList } from './UnitList';

const unit = (over: Partial<UnitRecord>): UnitRecord =>
  ({
    id: over.code ?? 'X',
    kind: 'company',
    name: 'Unit',
    code: 'X',
    active: true,
    completedApplications: 0,
    activeDivisionCodes: [],
    companyCode: null,
    ...over,
  }) as UnitRecord;

const created: unknown[] = [];
const FAMILIES = [
  {
    form: 'customer-activation',
    family: 'activation-cpg',
    title: 'Customer Activation',
    versions: [{ status: 'published' }],
  },
  {
    form: 'credit-application',
    family: 'application-six-cpg',
    title: 'Credit Application',
    versions: [{ status: 'published' }],
  },
  {
    form: 'credit-application',
    family: 'application-draft-only',
    title: 'Draft only',
    versions: [{ status: 'draft' }],
  },
];

function renderList(kind: typeof COMPANIES, rows: UnitRecord[], security: Security) {
  const seen: GetListParams[] = [];
  const dataProvider = testDataProvider({
    getList: async (_resource: string, params: GetListParams) => {
      seen.push(params);
      return { data: rows, total: rows.length } as never;
    },
    create: async (_resource: string, params: { data: unknown }) => {
      created.push(params.data);
      return { data: { id: 'new-id', ...(params.data as object) } } as never;
    },
    formFamilies: async () => FAMILIES,
  } as never);
  const ability = defineAbilityFor({
    id: 'u1',
    email: 'u@x.test',
    firstName: 'U',
    lastName: 'X',
    security,
    maximumApprovalAmount: 0,
    companies: [],
    divisions: [],
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <AbilityContext.Provider value={ability}>
          <UnitList kind={kind} />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return seen;
}

describe('UnitList (back-office.md §2)', () => {
  it('asks for active units sorted by name and shows codes of active divisions, or None', async () => {
    const seen = renderList(
      COMPANIES,
      [
        unit({
          name: 'Container Port Group',
          code: 'CPG',
          activeDivisionCodes: ['BRI', 'MBT'],
          completedApplications: 7,
        }),
        unit({ name: 'UWL', code: 'UWL', active: false }),
      ],
      'SUPER ADMIN',
    );
    const cpg = await screen.findByLabelText('Container Port Group');
    expect(cpg).toHaveTextContent('Divisions: BRI, MBT');
    expect(cpg).toHaveTextContent('Completed Applications: 7');
    expect(cpg).toHaveTextContent('Active');
    expect(screen.getByLabelText('UWL')).toHaveTextContent('Divisions: None');
    expect(screen.getByLabelText('UWL')).toHaveTextContent('Inactive');
    expect(screen.getByText('Add New Company')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ filter: { status: 'Active' }, sort: { field: 'name', order: 'ASC' } });
  });

  it("division cards show the company's code; only a super admin gets the Add New card", async () => {
    renderList(
      DIVISIONS,
      [unit({ kind: 'division', name: 'Bristol', code: 'BRI', companyCode: 'CPG' })],
      'ADMIN',
    );
    const bristol = await screen.findByLabelText('Bristol');
    expect(bristol).toHaveTextContent('Company: CPG');
    expect(bristol).not.toHaveTextContent('Divisions:');
    expect(screen.queryByText('Add New Division')).not.toBeInTheDocument();
  });

  it('adding a company asks for the brand name its emails carry and its two forms', async () => {
    renderList(COMPANIES, [], 'SUPER ADMIN');
    await userEvent.click(await screen.findByText('Add New Company'));
    const dialog = screen.getByRole('dialog', { name: 'Add New Company' });
    await userEvent.type(within(dialog).getByLabelText('Company Name'), 'Harbor Lines LLC');
    await userEvent.type(within(dialog).getByLabelText('Company Code'), 'hbl');
    expect(within(dialog).getByLabelText('Brand name in emails')).toHaveAttribute(
      'placeholder',
      'Harbor Lines LLC',
    );
    await userEvent.type(within(dialog).getByLabelText('Brand name in emails'), 'Harbor Lines');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Email Template' }));
    await userEvent.click(screen.getByRole('option', { name: 'CPG' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A company must use a customer activation form.')).toBeInTheDocument();
    expect(within(dialog).getByText('A company must use a credit application form.')).toBeInTheDocument();
    expect(created).toEqual([]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Customer Activation Form' }));
    await userEvent.click(screen.getByRole('option', { name: 'Customer Activation · activation-cpg' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Credit Application Form' }));
    // Only families with a published version are offered.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Credit Application · application-six-cpg',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Credit Application · application-six-cpg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(created).toEqual([
        {
          name: 'Harbor Lines LLC',
          code: 'HBL',
          emailTemplate: 'CPG',
          brandName: 'Harbor Lines',
          activationFamily: 'activation-cpg',
          applicationFamily: 'application-six-cpg',
        },
      ]),
    );
  });
});
