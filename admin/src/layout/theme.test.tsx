import { render, screen } from '@testing-library/react';
import { AdminContext, LoadingIndicator, memoryStore, useGetList } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { theme } from './theme';

/** A list read that never answers, so react-admin's loading indicator stays on. */
function Pending() {
  useGetList('applications');
  return <LoadingIndicator />;
}

describe('the console theme', () => {
  it("names the app bar's loading spinner, which react-admin draws without a name", async () => {
    const dataProvider = { getList: () => new Promise(() => undefined) } as never;
    render(
      <MemoryRouter>
        <AdminContext store={memoryStore()} theme={theme} dataProvider={dataProvider}>
          <Pending />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
