import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { Dialog, DialogContent } from '@mui/material';
import { AppNotification } from './AppNotification';

function Notify({ message, type }: { message: string; type: 'success' | 'warning' | 'error' | 'info' }) {
  const notify = useNotify();
  useEffect(() => notify(message, { type }), [notify, message, type]);
  return null;
}

function renderBanner(type: 'success' | 'warning' | 'error' | 'info', message: string) {
  return render(
    <MemoryRouter>
      <AdminContext store={memoryStore()}>
        <Notify message={message} type={type} />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

describe('banners (back-office.md §8)', () => {
  it.each(['success', 'warning'] as const)('%s banners clear after 3 seconds', async (type) => {
    vi.useFakeTimers();
    renderBanner(type, 'Successfully updated user.');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('alert')).toHaveTextContent('Successfully updated user.');
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    // Closing: the exit transition runs, then the banner is removed.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('error banners stay until closed', async () => {
    vi.useFakeTimers();
    renderBanner('error', 'An error has occurred. Please reach out to administration for assistance.');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred.');
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is announced while a dialog is open (not hidden from assistive technology with the page)', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <AdminContext store={memoryStore()}>
          <Dialog open>
            <DialogContent>Activation Approval</DialogContent>
          </Dialog>
          <Notify message="Error setting activation notes!" type="error" />
          <AppNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    // Without { hidden: true }: only elements exposed to assistive technology are found.
    expect(screen.getByRole('alert')).toHaveTextContent('Error setting activation notes!');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
