import { render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { EmailLogShow } from './EmailLogShow';
import type { EmailLogRecord } from './types';

const record: EmailLogRecord = {
  id: 'e1',
  template: 'application-receipt',
  toAddress: 'ap@harbor.example',
  subject: 'Credit Application Received - Application # UWL1042',
  status: 'failed',
  attempts: 3,
  maxAttempts: 8,
  deliveredVia: null,
  lastError: 'Error: connect ECONNREFUSED',
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-21T10:05:00.000Z',
  unit: null,
  submission: null,
  html: '<p>Thanks from UWL.</p><script>alert(1)</script>',
  attachments: [
    { fileId: 'f1', filename: 'Application # UWL1042.pdf', contentType: 'application/pdf', size: 48_000 },
  ],
  attemptLog: [
    {
      id: 1,
      worker: 'worker-a',
      attemptedAt: '2026-11-21T10:00:01.000Z',
      ok: false,
      error: 'ECONNREFUSED',
      durationMs: 12,
    },
  ],
};

function renderShow(r: EmailLogRecord) {
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: r }) as never,
  });
  return render(
    <AdminContext dataProvider={dataProvider}>
      <EmailLogShow resource="email-log" id={r.id} />
    </AdminContext>,
  );
}

describe('EmailLogShow', () => {
  it('shows the HTML in a sandboxed frame, the attachment link, the attempts and Resend for a failed email', async () => {
    renderShow(record);
    const frame = await screen.findByTitle('Email: Credit Application Received - Application # UWL1042');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Thanks from UWL.');
    const link = screen.getByRole('link', { name: 'Application # UWL1042.pdf' });
    expect(link).toHaveAttribute('href', '/api/v1/email-log/e1/attachments/f1');
    const attempts = screen.getByRole('table', { name: 'Delivery attempts' });
    expect(within(attempts).getByText('worker-a')).toBeInTheDocument();
    expect(within(attempts).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Last error: Error: connect ECONNREFUSED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('offers no Resend for a sent email', async () => {
    renderShow({ ...record, status: 'sent', deliveredVia: 'mailbox', lastError: null });
    await screen.findByTitle(/^Email:/);
    expect(screen.getByText('sent (mailbox)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it("shows a pending email that failed before as 'retrying, next attempt at …', and a send in progress", async () => {
    renderShow({
      ...record,
      status: 'pending',
      attemptLog: [...record.attemptLog!, { ...record.attemptLog![0], id: 2, ok: null, error: null }],
    });
    await screen.findByTitle(/^Email:/);
    const next = new Date('2026-11-21T10:05:00.000Z').toLocaleString();
    expect(screen.getByText(`retrying, next attempt at ${next}`)).toBeInTheDocument();
    expect(screen.getByText('Next attempt')).toBeInTheDocument();
    const attempts = screen.getByRole('table', { name: 'Delivery attempts' });
    expect(within(attempts).getByText('Sending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});
