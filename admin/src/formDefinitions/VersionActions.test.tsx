/**
 * A draft's actions in the form editor: 'Discard draft' asks first and then discards through the
 * dataProvider, and the publish dialog says how many unsubmitted drafts 'Also move drafts…' would move
 * (and how many would stay) before the box is ticked.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { DefinitionContent, FormVersion } from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { AppNotification } from '../layout/AppNotification';
import { VersionActions } from './VersionActions';

const draft = {
  id: 'v2',
  form: 'customer-activation',
  family: 'activation-cpg',
  version: 2,
  status: 'draft',
} as FormVersion;
const content = {} as DefinitionContent;

function renderActions(dirty = false) {
  const calls: { method: string; params: unknown }[] = [];
  const record = (method: string, answer: unknown) => async (params: unknown) => {
    calls.push({ method, params });
    return answer;
  };
  const dataProvider = testDataProvider({
    discardFormDraft: record('discardFormDraft', { message: M.draftDiscarded(2), data: null }),
    movableFormDrafts: record('movableFormDrafts', { moved: 2, stayed: 1 }),
    publishFormVersion: record('publishFormVersion', { message: M.publishedWithDrafts(2, 2, 1), data: null }),
    saveFormDraft: record('saveFormDraft', { message: M.draftSaved, data: null }),
  } as never);
  render(
    <MemoryRouter initialEntries={['/form-definitions/v2']}>
      <AdminContext dataProvider={dataProvider}>
        <Routes>
          <Route
            path="/form-definitions/v2"
            element={
              <VersionActions
                version={draft}
                content={content}
                dirty={dirty}
                onSaved={() => undefined}
                onRefused={() => undefined}
              />
            }
          />
          <Route path="/form-definitions" element={<h1>Forms</h1>} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

describe('a draft in the form editor', () => {
  it('is discarded only after confirmation, then the form list shows with the notice', async () => {
    const calls = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard draft version 2?' });
    expect(dialog).toHaveTextContent(M.discardText);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'discardFormDraft')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Discard draft version 2?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeInTheDocument();
    expect(await screen.findByText(M.draftDiscarded(2))).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'discardFormDraft', params: { id: 'v2' } });
  });

  it('the publish dialog says how many drafts would move and stay before the box is ticked', async () => {
    renderActions(true);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish version 2?' });
    const box = within(dialog).getByRole('checkbox', { name: M.moveDraftsLabel });
    expect(box).not.toBeChecked();
    expect(await within(dialog).findByText(new RegExp(M.movableDrafts(2, 1).slice(0, 40)))).toHaveTextContent(
      `${M.movableDrafts(2, 1)} ${M.movableDraftsUnsaved}`,
    );
    expect(M.movableDrafts(2, 1)).toBe(
      "Ticking this moves 2 unsubmitted drafts to this version. 1 unsubmitted draft would stay on its version: its saved answers do not pass this version's checks.",
    );
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Ticking this moves 2 unsubmitted drafts'),
    );
  });

  it('a new draft opens at once, without waiting for the form lists to refetch', async () => {
    // A form-definitions list whose refetch never ends (a busy server): the new draft must not wait on it.
    let fetched = 0;
    function EndlessList() {
      useQuery({
        queryKey: ['form-definitions', 'endless'],
        queryFn: () => (fetched++ === 0 ? Promise.resolve([]) : new Promise<never>(() => undefined)),
      });
      return null;
    }
    const dataProvider = testDataProvider({
      createFormDraft: async () => ({ message: M.draftCreated(3), data: { id: 'v3' } }),
    } as never);
    render(
      <MemoryRouter initialEntries={['/form-definitions/v1']}>
        <AdminContext dataProvider={dataProvider}>
          <EndlessList />
          <Routes>
            <Route
              path="/form-definitions/v1"
              element={
                <VersionActions
                  version={{ ...draft, id: 'v1', version: 1, status: 'published' }}
                  content={content}
                  dirty={false}
                  onSaved={() => undefined}
                  onRefused={() => undefined}
                />
              }
            />
            <Route path="/form-definitions/v3" element={<h1>Draft v3</h1>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(fetched).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'New draft from this version' }));
    expect(await screen.findByRole('heading', { name: 'Draft v3' })).toBeInTheDocument();
  });
});
