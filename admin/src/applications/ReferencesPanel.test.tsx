/**
 * The details page's references (README 'Reference requests'): the score line, each reference's state,
 * reminders and fraud signal, its answers as labelled; staff who may request references send them and cancel
 * one with a reason; Read Only reads the same panel without a button. The server is a fetch fake; the API is
 * covered by api/src/routes/reference-*.test.ts and the flow by e2e/tests/references.spec.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ReferencesView } from '@cp/schemas/contracts/references';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { compiledValidatorModule } from '@cp/schemas/forms/standalone';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { setAnswersModuleImporter } from '../submissions/answersValidator';
import { ReferencesPanel } from './ReferencesPanel';

// jsdom cannot import the API's validator modules: the same exports compiled in process (as the forms tests do).
setAnswersModuleImporter(async (_path, definition) => compiledValidatorModule(definition));

const ADMIN: SessionUser = {
  id: 'u1',
  email: 'admin@demo.test',
  firstName: 'Ada',
  lastName: 'Admin',
  security: 'ADMIN',
  maximumApprovalAmount: 50_000,
  companies: ['cpg'],
  divisions: [],
};
const READ_ONLY: SessionUser = { ...ADMIN, id: 'u2', security: 'READ ONLY', maximumApprovalAmount: 0 };
const ID = '11111111-1111-4111-8111-111111111111';
const base = `/api/v1/submissions/${ID}`;

const view = (requests: ReferencesView['requests'], askable = 3): ReferencesView => ({
  autoRequest: false,
  askable,
  requests,
  score: {
    weightedScore: requests.length ? 73 : null,
    answers: requests.length ? 1 : 0,
    declined: 0,
    oldestRelationship: requests.length ? '2014-03-01' : null,
    bankSummary: null,
  },
});
const request = (o: Partial<ReferencesView['requests'][number]>): ReferencesView['requests'][number] => ({
  id: 'r1',
  kind: 'trade',
  position: 0,
  company: 'PACIFIC DRAYAGE CO',
  contact: 'Maria Lopez',
  email: 'ar@pacificdrayage.com',
  phone: '5625550101',
  status: 'sent',
  flags: [],
  sentAt: '2026-11-20T10:00:00.000Z',
  openedAt: null,
  remindersSent: 0,
  expiresAt: '2026-12-20T10:00:00.000Z',
  answer: null,
  events: [],
  ...o,
});
const ANSWERED = request({
  status: 'answered',
  openedAt: '2026-11-20T12:00:00.000Z',
  answer: {
    declined: false,
    byPhone: true,
    recordedBy: 'Dana Credit',
    respondentName: 'Maria Lopez',
    respondentTitle: 'Credit Manager',
    respondentPhone: '',
    answeredAt: '2026-11-21T09:00:00.000Z',
    formFamily: 'trade-reference',
    formVersion: 1,
    summary: [
      ['High credit in the last 12 months', '$48,000'],
      ['Payment habit', 'Prompt'],
    ],
    score: 73,
    fileId: null,
  },
});
const FREE_MAIL = request({
  id: 'r2',
  position: 1,
  company: 'GULF PALLET SUPPLY',
  email: 'owner@gmail.com',
  flags: ['free-mail'],
  remindersSent: 2,
});

function serve(answers: Record<string, unknown>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body = answers[key] ?? { success: false, message: 'Not found' };
      return new Response(JSON.stringify(body), { status: key in answers ? 200 : 404 });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());
const wait = { timeout: 5000 };

const show = (user: SessionUser) =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <ReferencesPanel id={ID} status="PENDING" companyId="cpg" divisionId={null} />
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('ReferencesPanel', () => {
  it('shows the score, the states, the reminders and the fraud signal; Read Only has no button', async () => {
    serve({ [`GET ${base}/references`]: { success: true, data: view([ANSWERED, FREE_MAIL]) } });
    show(READ_ONLY);
    const panel = await screen.findByRole('region', { name: 'References' }, wait);
    expect(await within(panel).findByTestId('references-score', {}, wait)).toHaveTextContent(
      'Payment score 73 / 100 (80 = pays on terms) · 1 answer · 0 declined · oldest relationship since 2014-03-01',
    );
    const [answered, flagged] = within(panel).getAllByTestId('reference-row');
    expect(answered).toHaveTextContent('Answered');
    expect(answered).toHaveTextContent('Score 73');
    expect(answered).toHaveTextContent('Taken by phone by Dana Credit · Maria Lopez, Credit Manager');
    expect(flagged).toHaveTextContent('Free email provider');
    expect(flagged).toHaveTextContent('reminded ×2');
    expect(flagged).toHaveTextContent('Possible fraud signal');
    // Read Only: the answers and the PDF may be read, nothing may be changed.
    for (const name of ['Resend', 'Cancel', 'Change email', 'Request references'])
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    await userEvent.click(within(answered).getByRole('button', { name: 'Show answers' }));
    expect(answered).toHaveTextContent('Payment habitPrompt');
  });

  it('sends the requests of an application that has none yet', async () => {
    const calls = serve({
      [`GET ${base}/references`]: { success: true, data: view([]) },
      [`POST ${base}/reference-requests`]: { success: true, message: '3 reference requests are being sent.' },
    });
    show(ADMIN);
    expect(
      await screen.findByText(
        /No reference requests yet\. Request references emails each of the 3 references/,
        {},
        wait,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Request references' }));
    expect(await screen.findByText('3 reference requests are being sent.', {}, wait)).toBeVisible();
    expect(calls.find((c) => c.key === `POST ${base}/reference-requests`)?.body).toEqual({});
  });

  it('cancels a request with the reason given, and asks a reason before changing an email', async () => {
    const calls = serve({
      [`GET ${base}/references`]: { success: true, data: view([FREE_MAIL]) },
      [`POST ${base}/references/r2/cancel`]: { success: true, message: 'Reference request cancelled.' },
    });
    show(ADMIN);
    const row = await screen.findByTestId('reference-row', {}, wait);
    await userEvent.click(within(row).getByRole('button', { name: 'Change email' }));
    const email = await screen.findByRole('dialog', { name: 'Change reference email' });
    expect(within(email).getByRole('button', { name: 'Change email' })).toBeDisabled();
    await userEvent.click(within(email).getByRole('button', { name: 'Back' }));
    await userEvent.click(await within(row).findByRole('button', { name: 'Cancel' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel reference request' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Not a real supplier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Reference request cancelled.', {}, wait)).toBeVisible();
    await waitFor(
      () =>
        expect(calls.find((c) => c.key === `POST ${base}/references/r2/cancel`)?.body).toEqual({
          reason: 'Not a real supplier',
        }),
      wait,
    );
  });

  it('records an answer taken by phone on the answer form, and a decline', async () => {
    const form = {
      kind: 'trade',
      company: 'GULF PALLET SUPPLY',
      contact: 'Sam Ortiz',
      phone: '2815550188',
      status: 'sent',
      definition: getFormDefinition('trade-reference'),
    };
    const calls = serve({
      [`GET ${base}/references`]: { success: true, data: view([FREE_MAIL]) },
      [`GET ${base}/references/r2/answer-form`]: { success: true, data: form },
      [`POST ${base}/references/r2/phone-answer`]: { success: true, message: 'Answer recorded.' },
    });
    show(ADMIN);
    const row = await screen.findByTestId('reference-row', {}, wait);
    await userEvent.click(within(row).getByRole('button', { name: 'Record phone answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record phone answer' }, wait);
    await waitFor(
      () => expect(dialog).toHaveTextContent('GULF PALLET SUPPLY · Sam Ortiz · 281-555-0188'),
      wait,
    );
    // The form's own rules: the respondent's name is required before anything is sent.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save answer' }, wait));
    expect(await within(dialog).findByText('Enter your name', {}, wait)).toBeVisible();
    expect(calls.some((c) => c.key.endsWith('/phone-answer'))).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Sam Ortiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Answer recorded.', {}, wait)).toBeVisible();
    const sent = calls.find((c) => c.key === `POST ${base}/references/r2/phone-answer`)?.body as {
      answers: Record<string, unknown>;
      declined: boolean;
    };
    expect(sent).toMatchObject({ declined: false, answers: { respondentName: 'Sam Ortiz' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);

    // 'They cannot give references' asks once more, then records the decline.
    await userEvent.click(await within(row).findByRole('button', { name: 'Record phone answer' }, wait));
    const again = await screen.findByRole('dialog', { name: 'Record phone answer' }, wait);
    await userEvent.click(
      await within(again).findByRole('button', { name: 'They cannot give references' }, wait),
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Record decline' }));
    await waitFor(
      () =>
        expect(calls.filter((c) => c.key.endsWith('/phone-answer')).at(-1)?.body).toEqual({
          answers: {},
          declined: true,
        }),
      wait,
    );
  });
});
