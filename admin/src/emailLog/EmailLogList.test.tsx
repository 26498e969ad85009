import { render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type GetListParams } from 'react-admin';
import { EmailLogList } from './EmailLogList';
import { EmailLogMenuIcon } from './EmailLogMenuIcon';
import type { FailedJob } from '@cp/schemas/contracts/email-log';
import type { EsignFailure } from '@cp/schemas/contracts/esign';
import { EMAIL_LINKS_SHOWN } from '@cp/schemas/messages/documents';
import type { EmailLogRecord } from './types';

const row = (id: string, over: Partial<EmailLogRecord>): EmailLogRecord => ({
  id,
  template: 'plain',
  toAddress: `${id}@to.example`,
  subject: `Subject ${id}`,
  status: 'sent',
  attempts: 1,
  maxAttempts: 500,
  deliveredVia: 'smtp',
  lastError: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: '2026-11-21T10:00:01.000Z',
  nextAttemptAt: '2026-11-21T10:00:00.000Z',
  unit: null,
  submission: null,
  ...over,
});

const rows = [
  row('retrying', {
    status: 'pending',
    attempts: 3,
    lastError: 'Error: connect ECONNREFUSED',
    sentAt: null,
    nextAttemptAt: '2026-11-21T10:07:30.000Z',
  }),
  row('dead', { status: 'dead', lastError: 'Error: connect ECONNREFUSED', sentAt: null }),
  row('failed', { status: 'failed', lastError: "Unknown template 'x'", sentAt: null }),
  row('queued', { status: 'pending', attempts: 0, sentAt: null }),
];

const failure = (over: Partial<EsignFailure> = {}): EsignFailure => ({
  id: 'job-1',
  job: 'send',
  status: 'dead',
  attempts: 7,
  lastError: 'Error: DocuSign envelope creation failed (503)',
  createdAt: '2026-11-21T09:00:00.000Z',
  applicationId: 'app-1',
  applicationNumber: 'BRI1042',
  companyName: 'Harbor Freight',
  signerEmail: 'buyer@harbor.test',
  envelopeStatus: 'queued',
  ...over,
});

/** The API's filters: 'undelivered' is failed and dead together; `esign-failures` its own resource. */
const dataProvider = (
  list: EmailLogRecord[],
  esign: EsignFailure[] = [],
  linksShown = false,
  failedJobs: FailedJob[] = [],
) =>
  testDataProvider({
    emailLogMode: async () => ({ linksShown }),
    getList: async (resource: string, params: GetListParams) => {
      if (resource === 'esign-failures') return { data: esign, total: esign.length } as never;
      if (resource === 'failed-jobs') return { data: failedJobs, total: failedJobs.length } as never;
      const status = params.filter?.status as string | undefined;
      const data = list.filter((r) =>
        status === 'undelivered' ? ['failed', 'dead'].includes(r.status) : !status || r.status === status,
      );
      return { data, total: data.length } as never;
    },
  });

function renderList(
  list: EmailLogRecord[],
  esign: EsignFailure[] = [],
  linksShown = false,
  failedJobs: FailedJob[] = [],
) {
  return render(
    <AdminContext dataProvider={dataProvider(list, esign, linksShown, failedJobs)}>
      <ResourceContextProvider value="email-log">
        <EmailLogList />
        <EmailLogMenuIcon />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('EmailLogList', () => {
  it('lists background jobs that failed on their last retry in an alert of their own, with their errors', async () => {
    const sent = rows.filter((r) => !['failed', 'dead'].includes(r.status));
    renderList(sent, [], false, [
      { id: 'j1', kind: 'email-log-purge', error: 'disk full', at: '2026-11-21T03:17:00.000Z' },
      { id: 'j2', kind: 'email-deliver', error: null, at: '2026-11-20T03:17:00.000Z' },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '2 background jobs failed after their last retry. The server log has their details.',
    );
    expect(within(alert).getByText('email-log-purge')).toBeInTheDocument();
    expect(within(alert).getByText('disk full')).toBeInTheDocument();
    expect(within(alert).getByText('email-deliver')).toBeInTheDocument();
  });

  it('shows the failed background jobs while the Email log has no email yet', async () => {
    renderList([], [], false, [
      { id: 'j1', kind: 'email-log-purge', error: 'disk full', at: '2026-11-21T03:17:00.000Z' },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 background job failed after its last retry. The server log has its details.',
    );
  });

  it("shows 'retrying, next attempt at …' and raises an alert and a menu badge for dead letters", async () => {
    renderList(rows);
    const retrying = (await screen.findByText('Subject retrying')).closest('tr')!;
    const next = new Date('2026-11-21T10:07:30.000Z').toLocaleString();
    expect(within(retrying).getByText(`retrying, next attempt at ${next}`)).toBeInTheDocument();
    expect(
      within(screen.getByText('Subject queued').closest('tr')!).getByText('pending'),
    ).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '2 emails could not be delivered. Open them to read the errors, then resend them.',
    );
    expect(await screen.findByLabelText('2 undelivered')).toHaveTextContent('2');
  });

  it('raises no alert and no badge while every email is delivered or on its way', async () => {
    renderList(rows.filter((r) => !['failed', 'dead'].includes(r.status)));
    await screen.findByText('Subject retrying');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/undelivered/)).not.toBeInTheDocument();
  });

  it('lists failed e-signature jobs in an alert of their own: what failed, for which application, and why', async () => {
    const sent = rows.filter((r) => !['failed', 'dead'].includes(r.status));
    renderList(sent, [
      failure(),
      failure({
        id: 'job-2',
        job: 'reminder',
        status: 'failed',
        attempts: 1,
        applicationId: 'app-2',
        applicationNumber: 'UWL7',
        companyName: '',
        lastError: 'PermanentJobError: No envelope',
      }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '2 e-signature jobs failed. Open their applications to resend the agreements, or void them and send them again.',
    );
    const [first, second] = within(alert).getAllByRole('listitem');
    expect(first).toHaveTextContent('Sending the agreement gave up after 7 attempts');
    expect(first).toHaveTextContent('Application BRI1042 (Harbor Freight) · buyer@harbor.test');
    expect(first).toHaveTextContent('Error: DocuSign envelope creation failed (503)');
    // The test's router is react-admin's hash router; the console's is the browser's.
    expect(within(first).getByRole('link', { name: 'BRI1042' }).getAttribute('href')).toMatch(
      /^#?\/applications\/details\/app-1$/,
    );
    expect(second).toHaveTextContent('Reminder failed after 1 attempt');
    expect(second).toHaveTextContent('PermanentJobError: No envelope');
    expect(await screen.findByLabelText('2 undelivered')).toHaveTextContent('2');
  });

  it('says on screen when the development mode shows one-time links in full, and only then', async () => {
    renderList(rows, [], true);
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_LINKS_SHOWN);
  });

  it('shows no such notice by default (links redacted)', async () => {
    renderList(rows);
    await screen.findByText('Subject retrying');
    await screen.findByRole('alert');
    expect(screen.queryByText(EMAIL_LINKS_SHOWN)).not.toBeInTheDocument();
  });
});

describe('EmailLogList on a phone (375 px)', () => {
  beforeEach(() => {
    // jsdom has no layout: answer MUI's `down('sm')` query as a 375 px screen would.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each email with its subject, recipient, status and time, each entry opening the email', async () => {
    renderList(rows);
    const list = await screen.findByRole('list', { name: 'Emails' });
    expect(screen.queryByRole('table')).toBeNull();
    const dead = within(list).getByRole('link', { name: /Subject dead/ });
    expect(dead).toHaveTextContent('dead@to.example');
    expect(within(dead).getByText('dead')).toBeInTheDocument();
    expect(dead).toHaveTextContent(new Date('2026-11-21T10:00:00.000Z').toLocaleString());
    expect(dead.getAttribute('href')).toMatch(/\/email-log\/dead\/show$/);
  });
});
