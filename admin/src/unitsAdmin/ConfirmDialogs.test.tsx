import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { UnitRecord } from '@cp/schemas/contracts/units-admin';
import { AbilityContext } from '../auth/AbilityContext';
import { ContactsCard } from './ContactsCard';
import { DenialCodesCard } from './DenialCodesCard';
import { COMPANIES } from './kind';

const record = {
  id: 'c1',
  name: 'Acme',
  contacts: [
    { id: 'k2', name: 'bob', email: 'B@X.CO', active: true, addDate: '2026-01-01T00:00:00Z' },
    { id: 'k1', name: 'ALICE', email: 'A@X.CO', active: true, addDate: '2026-01-01T00:00:00Z' },
  ],
  denialCodes: [{ id: 'd1', code: 'NO-CREDIT', description: 'None', addDate: '2026-01-01T00:00:00Z' }],
} as unknown as UnitRecord;

const superAdmin = defineAbilityFor({
  id: 'u1',
  email: 'u@x.test',
  firstName: 'U',
  lastName: 'X',
  security: 'SUPER ADMIN',
  maximumApprovalAmount: 0,
  companies: [],
  divisions: [],
});

function renderCards(calls: string[]) {
  const dataProvider = {
    ...testDataProvider(),
    setUnitContact: async (_r: string, p: { contactId?: string; data: { active: boolean } }) => {
      calls.push(`contact ${p.contactId} active=${p.data.active}`);
      return { message: 'Successfully updated Company.', data: { id: p.contactId } };
    },
    deleteUnitDenialCode: async (_r: string, p: { codeId: string }) => {
      calls.push(`delete ${p.codeId}`);
      return { message: 'Successfully updated Company.', data: null };
    },
  };
  render(
    <AdminContext dataProvider={dataProvider}>
      <AbilityContext.Provider value={superAdmin}>
        <RecordContextProvider value={record}>
          <ContactsCard kind={COMPANIES} />
          <DenialCodesCard kind={COMPANIES} />
        </RecordContextProvider>
      </AbilityContext.Provider>
    </AdminContext>,
  );
}

describe('contact and denial code confirmations (back-office.md §4)', () => {
  it('sorts contacts by name case-insensitively and asks before switching one off', async () => {
    const calls: string[] = [];
    renderCards(calls);
    const names = within(screen.getByRole('list', { name: 'Contacts' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names[0]).toContain('ALICE');
    fireEvent.click(screen.getByRole('switch', { name: 'bob active' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate bob');
    expect(dialog).toHaveTextContent('You are about to deactivate contact bob do you want to continue?');
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls).toEqual(['contact k2 active=false']));
  });

  it("asks 'Delete {code}?' before deleting a denial code", async () => {
    const calls: string[] = [];
    renderCards(calls);
    fireEvent.click(screen.getByRole('button', { name: 'Delete NO-CREDIT' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete NO-CREDIT?');
    expect(dialog).toHaveTextContent('Are you sure you want to delete NO-CREDIT?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual(['delete d1']));
    await waitFor(() => expect(screen.queryByText('NO-CREDIT')).not.toBeInTheDocument());
  });
});
