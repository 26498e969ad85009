/**
 * The AR import screen (issue 29 item 4): the unit and the file are required; a refused file lists each bad
 * line with its number (nothing imported); an accepted one says how many lines matched and lists the lines to
 * match, each with 'Match to customer'; the upload goes through the dataProvider as multipart. Read Only sees
 * a notice, no upload. The server is a fetch fake.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { AR_IMPORT_INVALID, AR_IMPORTED } from '@cp/schemas/messages/customers';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { ArImportPage } from './ArImportPage';

const BRI = '22222222-2222-4222-8222-222222222222';

function serve(importAnswer: () => Response) {
  const uploads: FormData[] = [];
  let imported = false;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/v1/units/offered'))
        return json({
          success: true,
          data: [{ id: BRI, code: 'BRI', name: 'Bristol', kind: 'division', parentId: 'c' }],
        });
      if (url.startsWith('/api/v1/ar-imports/mapping/'))
        return json({ success: true, data: { mapping: {} } });
      if (url.startsWith('/api/v1/ar-imports/unmatched'))
        return json({
          success: true,
          data: imported
            ? [
                {
                  id: 'l1',
                  line: 3,
                  customerCode: 'ZZ-9',
                  taxId: null,
                  unitName: 'Bristol',
                  asOf: '2026-10-31',
                  total: 500,
                },
              ]
            : [],
        });
      if (url === '/api/v1/ar-imports' && init?.method === 'POST') {
        uploads.push(init.body as FormData);
        const answer = importAnswer();
        imported = answer.status === 200;
        return answer;
      }
      return json({ success: true, data: null });
    }),
  );
  return uploads;
}
afterEach(() => vi.unstubAllGlobals());

const renderPage = (security = 'ADMIN') =>
  render(
    <MemoryRouter>
      <AdminContext
        store={memoryStore()}
        dataProvider={dataProvider}
        authProvider={{
          login: async () => undefined,
          logout: async () => undefined,
          checkAuth: async () => undefined,
          checkError: async () => undefined,
          getPermissions: async () => ({ security }),
        }}
      >
        <ArImportPage />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );

async function chooseUnitAndFile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Company or division' }));
  await user.click(await screen.findByRole('option', { name: /Bristol \(BRI\)/ }));
  const file = new File(['customer_code,division_code\n'], 'aging.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('CSV file'), file);
}

describe('the AR import screen', () => {
  it('asks for the unit and the file, then lists each bad line of a refused file', async () => {
    const uploads = serve(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: AR_IMPORT_INVALID,
            data: { errors: [{ line: 2, message: 'as_of must be a date (YYYY-MM-DD)' }] },
          }),
          { status: 400 },
        ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a company or division')).toBeInTheDocument();
    expect(screen.getByText('Choose a CSV file to import.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    await chooseUnitAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const errors = await screen.findByRole('alert', { name: 'Lines to correct' });
    expect(errors).toHaveTextContent('Nothing was imported');
    expect(errors).toHaveTextContent('Line 2: as_of must be a date (YYYY-MM-DD)');
    expect(await screen.findByText(AR_IMPORT_INVALID)).toBeInTheDocument();
    expect(uploads[0].get('unitId')).toBe(BRI);
    expect((uploads[0].get('file') as File).name).toBe('aging.csv');
  });

  it('says what was imported and lists the lines to match', async () => {
    serve(
      () =>
        new Response(
          JSON.stringify({
            success: true,
            message: AR_IMPORTED,
            data: {
              imports: [{ id: 'i1', unitId: BRI, asOf: '2026-10-31', rowCount: 2, replaced: true }],
              rowCount: 2,
              matchedCount: 1,
              unmatchedCount: 1,
              unmatched: [],
            },
          }),
          { status: 200 },
        ),
    );
    renderPage();
    const user = userEvent.setup();
    await chooseUnitAndFile(user);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(AR_IMPORTED)).toBeInTheDocument();
    expect(screen.getByLabelText('Import result')).toHaveTextContent(
      '2 lines imported: 1 matched to a customer, 1 to match. As of 10/31/2026 (replaced the earlier import)',
    );
    const toMatch = screen.getByRole('region', { name: 'Lines to match' });
    expect(await within(toMatch).findByText('ZZ-9')).toBeInTheDocument();
    await user.click(within(toMatch).getByRole('button', { name: 'Match to customer' }));
    expect(await screen.findByRole('dialog', { name: 'Match line 3 to a customer' })).toBeInTheDocument();
  });

  it('is read-only for a Read Only user', async () => {
    serve(() => new Response('{}'));
    renderPage('READ ONLY');
    expect(
      await screen.findByText('Read only: importing accounts receivable needs an Admin or Super Admin.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
