import { render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { EmailLogList } from './EmailLogList';
import { EmailLogShow } from './EmailLogShow';
import type { EmailLogRecord } from './types';

const email = (id: string, over: Partial<EmailLogRecord> = {}): EmailLogRecord => ({
  id,
  template: 'application-receipt',
  toAddress: `${id}@to.example`,
  subject: `Subject ${id}`,
  status: 'sent',
  attempts: 1,
  maxAttempts: 8,
  deliveredVia: 'smtp',
  lastError: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: '2026-11-21T10:00:01.000Z',
  nextAttemptAt: '2026-11-21T10:00:00.000Z',
  unit: null,
  submission: null,
  ...over,
});

const receipt = email('receipt', {
  unit: { id: 'd1', name: 'Bristol East', kind: 'division' },
  submission: { id: 'app-1', kind: 'application', number: 'BRI1042' },
});
const activation = email('activation', {
  unit: { id: 'c1', name: 'UWL', kind: 'company' },
  submission: { id: 'act-1', kind: 'activation', number: null },
});
const reset = email('reset');

const dataProvider = () =>
  testDataProvider({
    emailLogMode: async () => ({ linksShown: false }),
    getList: async (resource: string) =>
      (resource === 'email-log'
        ? { data: [receipt, activation, reset], total: 3 }
        : { data: [], total: 0 }) as never,
    getOne: async () => ({ data: receipt }) as never,
  });

describe('Email log: unit and application or activation', () => {
  it('shows each email’s unit and links its application or activation in the list', async () => {
    render(
      <AdminContext dataProvider={dataProvider()}>
        <ResourceContextProvider value="email-log">
          <EmailLogList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const row = (await screen.findByText('Subject receipt')).closest('tr')!;
    expect(row).toHaveTextContent('Bristol East (division)');
    expect(within(row).getByRole('link', { name: 'Application BRI1042' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/applications\/app-1\/show$/),
    );
    const other = screen.getByText('Subject activation').closest('tr')!;
    expect(other).toHaveTextContent('UWL (company)');
    expect(within(other).getByRole('link', { name: 'Activation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/activations\/act-1\/show$/),
    );
    const none = screen.getByText('Subject reset').closest('tr')!;
    expect(within(none).queryByRole('link')).toBeNull();
  });

  it('shows them on the email’s page', async () => {
    render(
      <AdminContext dataProvider={dataProvider()}>
        <EmailLogShow resource="email-log" id="receipt" />
      </AdminContext>,
    );
    expect(await screen.findByText('Bristol East')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Application BRI1042' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/applications\/app-1\/show$/),
    );
  });
});
