/**
 * The list keeps status, search, filters and page in the URL (react-admin's list controller), so a refresh
 * or a shared link opens the same list; changing the status goes back to page 1 (§4).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { activationKind } from '../activations/kind';
import { applicationKind } from '../applications/kind';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider as real } from '../dataProvider';
import { listItem } from '../test/list-items';
import { SubmissionList } from './SubmissionList';

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

/** Every location the list has been at, in order (a new entry per navigation, even to the same URL). */
const visited: string[] = [];
function Location() {
  const { search, key } = useLocation();
  if (visited.at(-1)?.startsWith(`${key} `) !== true) visited.push(`${key} ${decodeURIComponent(search)}`);
  return <output data-testid="location">{decodeURIComponent(search)}</output>;
}

type GetList = (resource: string, params: { filter: Filter }) => Promise<{ data: unknown[]; total: number }>;
type Filter = { status?: string; q?: string };

function renderList(
  url: string,
  kind = activationKind,
  list: GetList = async () => ({ data: [], total: 0 }),
) {
  visited.length = 0;
  const getList = vi.fn(list);
  const provider = {
    ...real,
    getList,
    selectableUnits: async () => ({ message: '', data: [] }),
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext store={memoryStore()} dataProvider={provider}>
        <AbilityContext.Provider value={defineAbilityFor(ADMIN)}>
          <SubmissionList kind={kind} />
          <Location />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

/** A list row as the API sends it. */
const row = (id: string, status: string, companyName: string) =>
  listItem({
    id,
    applicationNumber: `A-${id}`,
    status,
    email: `${id}@x.test`,
    companyName,
    contactName: 'Pat',
  });

describe('SubmissionList: the list lives in the URL', () => {
  it('a shared link opens its status, search and page', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'PENDING', q: 'acme' }));
    const getList = renderList(`/activations?filter=${filter}&page=3&perPage=10`);
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'activations',
        expect.objectContaining({
          filter: { status: 'PENDING', q: 'acme' },
          pagination: { page: 3, perPage: 10 },
        }),
      ),
    );
    expect(screen.getByRole('heading', { name: 'PENDING Activations' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('acme');
  });

  it('a visit without parameters lists NEW; choosing a status writes it to the URL at page 1', async () => {
    const getList = renderList('/activations');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'activations',
        expect.objectContaining({ filter: { status: 'NEW' } }),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'REVIEWED' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('"status":"REVIEWED"'));
    expect(screen.getByTestId('location')).toHaveTextContent('page=1');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'activations',
        expect.objectContaining({
          filter: { status: 'REVIEWED' },
          pagination: { page: 1, perPage: 10 },
        }),
      ),
    );
  });

  it('the Search button applies what was typed at once, and the typing wait then does nothing more', async () => {
    // One full end-to-end run: the wait fired after Search, while a row's details page was loading, and
    // took the user back to the list.
    const getList = renderList('/applications', applicationKind);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('"q":"acme"'));
    const applied = visited.length;
    // Past the kind's typing wait: no further navigation.
    await new Promise((r) => setTimeout(r, applicationKind.searchDebounceMs + 300));
    expect(visited.slice(applied - 1)).toHaveLength(1);
    expect(visited.filter((v) => v.includes('"q":"acme"'))).toHaveLength(1);
  });

  it('typed text still applies by itself after the wait', async () => {
    const getList = renderList('/activations');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'acme');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('"q":"acme"'));
    expect(visited.filter((v) => v.includes('"q":'))).toHaveLength(1);
  });

  it('while another status loads, the rows of the last one are not shown under its heading and actions', async () => {
    // react-admin keeps the previous query's rows while the next loads. Under the PENDING heading and
    // actions, NEW rows would offer PENDING's actions on them; an end-to-end run opened such a row's menu.
    let release: () => void = () => {};
    const pendingLoaded = new Promise<void>((r) => (release = r));
    renderList('/activations', activationKind, async (_r, { filter }) => {
      if (filter.status === 'PENDING') {
        await pendingLoaded;
        return { data: [row('p1', 'PENDING', 'Pending Freight')], total: 1 };
      }
      return { data: [row('n1', 'NEW', 'New Freight')], total: 1 };
    });
    expect(await screen.findByText('A-n1')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'PENDING' }));
    expect(await screen.findByRole('heading', { name: 'PENDING Activations' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('A-n1')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('A-p1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'PENDING Activations' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('a new search of the same status keeps its rows, marked busy, until the answer', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => (release = r));
    renderList('/activations', activationKind, async (_r, { filter }) => {
      if (filter.q === 'none') await answered;
      return filter.q === 'none'
        ? { data: [], total: 0 }
        : {
            data: [row('n1', 'NEW', 'New Freight')],
            total: 1,
          };
    });
    expect(await screen.findByText('A-n1')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'none');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('"q":"none"'));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'NEW Activations' }).closest('[aria-busy]')).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    expect(screen.getByText('A-n1')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('A-n1')).not.toBeInTheDocument());
  });
});
