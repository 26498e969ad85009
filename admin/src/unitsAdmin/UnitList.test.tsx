import { render, screen } from '@testing-library/react';
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

function renderList(kind: typeof COMPANIES, rows: UnitRecord[], security: Security) {
  const seen: GetListParams[] = [];
  const dataProvider = testDataProvider({
    getList: async (_resource: string, params: GetListParams) => {
      seen.push(params);
      return { data: rows, total: rows.length } as never;
    },
  });
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
    <AdminContext dataProvider={dataProvider}>
      <AbilityContext.Provider value={ability}>
        <UnitList kind={kind} />
      </AbilityContext.Provider>
    </AdminContext>,
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
});
