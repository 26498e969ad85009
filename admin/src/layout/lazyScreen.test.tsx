import { act, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { lazyDialog, lazyScreen } from './lazyScreen';

/** A module promise the test resolves when it chooses, as a chunk arriving over the network. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('lazyScreen', () => {
  it("says it is loading until the screen's code arrives, then shows the screen with its props", async () => {
    const chunk = deferred<(p: { name: string }) => ReactElement>();
    const Screen = lazyScreen(() => chunk.promise);
    render(<Screen name="Acme" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => chunk.resolve(({ name }) => <h1>File of {name}</h1>));
    expect(await screen.findByRole('heading', { name: 'File of Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('lazyDialog', () => {
  it('loads nothing until the dialog first opens, then stays mounted when it closes', async () => {
    let loads = 0;
    const Dialog = lazyDialog(
      () => {
        loads += 1;
        return Promise.resolve(({ open }: { open: boolean }) => (
          <div role="dialog" hidden={!open}>
            Approve
          </div>
        ));
      },
      (p: { open: boolean }) => p.open,
    );
    let setOpen!: (open: boolean) => void;
    function Page() {
      const [open, set] = useState(false);
      setOpen = set;
      return <Dialog open={open} />;
    }
    render(<Page />);
    expect(loads).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => setOpen(true));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Approve');
    act(() => setOpen(false));
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(loads).toBe(1);
  });
});
