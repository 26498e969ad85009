/**
 * 'Evidence (ZIP)' (README 'Evidence bundle'): the download goes through the dataProvider to
 * GET /api/v1/submissions/:id/evidence and saves the ZIP under the application number; while the bundle is
 * being prepared the server's message is shown. The server is a fetch fake; the API is covered by
 * api/src/routes/evidence.test.ts.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { EVIDENCE_PREPARING } from '@cp/schemas/messages/evidence';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { EvidenceButton } from './EvidenceButton';

const ID = '22222222-2222-4222-8222-222222222222';
const URL_ = `/api/v1/submissions/${ID}/evidence`;

function serve(response: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return response();
    }),
  );
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = () =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <EvidenceButton id={ID} applicationNumber="BRI1005" />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('EvidenceButton', () => {
  it('downloads the frozen ZIP through the dataProvider, named after the application number', async () => {
    const calls = serve(
      () => new Response(new Blob(['PK']), { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:evidence' }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Evidence (ZIP) of BRI1005' }));
    await waitFor(() => expect(saved).toEqual(['Evidence-BRI1005.zip']));
    expect(calls).toEqual([URL_]);
  });

  it('shows the server’s message while the bundle is being prepared', async () => {
    serve(
      () =>
        new Response(JSON.stringify({ success: false, message: EVIDENCE_PREPARING }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Evidence (ZIP) of BRI1005' }));
    expect(await screen.findByText(EVIDENCE_PREPARING, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Evidence (ZIP) of BRI1005' })).toBeEnabled();
  });
});
