import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton, testDataProvider } from 'react-admin';
import type { UnitRecord } from '@cp/schemas/contracts/units-admin';
import { InformationCard } from './InformationCard';
import { COMPANIES } from './kind';

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
