/**
 * 'Not the same customer' on a suggestion (issue 29 item 1): asks for a reason, then sends it through the
 * dataProvider; not offered to a user who may not change the file. The server is a fetch fake.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { CustomerFile } from '@cp/schemas/contracts/customers';
import { CUSTOMER_SUGGESTION_DISMISSED } from '@cp/schemas/messages/customers';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { SuggestionsSection } from './SuggestionsSection';

const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const file = (canChange: boolean) =>
  ({
    identity: { id: ID, legalName: 'Lone Star Hauling LLC' },
    canChange,
    suggestions: [
      {
        id: OTHER,
        legalName: 'Lone Star Haulers',
        taxId: null,
        similarity: 0.74,
        submissionCount: 1,
        submissions: [],
      },
    ],
  }) as unknown as CustomerFile;

function serve() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(
        JSON.stringify({ success: true, message: CUSTOMER_SUGGESTION_DISMISSED, data: null }),
      );
    }),
  );
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

const renderSection = (canChange: boolean) =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <SuggestionsSection file={file(canChange)} />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('Not the same customer', () => {
  it('asks for a reason, then dismisses the suggestion through the dataProvider', async () => {
    const sent = serve();
    renderSection(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Not the same customer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Lone Star Haulers is not Lone Star Hauling LLC',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Not the same' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByLabelText(/Reason/));
    await user.paste('Different EIN on the W-9');
    await user.click(within(dialog).getByRole('button', { name: 'Not the same' }));
    expect(await screen.findByText(CUSTOMER_SUGGESTION_DISMISSED)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: `/api/v1/customers/${ID}/dismiss`,
        body: { otherId: OTHER, reason: 'Different EIN on the W-9' },
      },
    ]);
  });

  it('is not offered to a user who may not change the file', () => {
    serve();
    renderSection(false);
    expect(screen.queryByRole('button', { name: 'Not the same customer' })).not.toBeInTheDocument();
  });
});
