import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFields } from '../test/harness';

const signature = { signature: { type: 'string', title: 'Signature' } } as const;

describe('signature dialog', () => {
  it('warns when adopting an empty name', async () => {
    const { last } = renderFields(signature, { signature: { 'ui:widget': 'signature' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    // The dialog's code loads on the first press (issue 17: not part of the form's first load).
    expect(await screen.findByRole('dialog', { name: 'Adopt Your Signature' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adopt And Sign' }));
    expect(screen.getByText('You must enter in your signature.')).toBeInTheDocument();
    expect(last().signature).toBeUndefined();
  });

  it('previews the name in script, shows the consent text, adopts once', async () => {
    const { last } = renderFields(signature, { signature: { 'ui:widget': 'signature' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(/legal and binding/)).toBeInTheDocument();
    expect(screen.getByText(/true and accurate/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Jane Doe');
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveTextContent('Jane Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Adopt And Sign' }));
    expect(last().signature).toBe('Jane Doe');
    expect(screen.getByTestId('adopted-signature')).toHaveTextContent('Jane Doe');
    expect(getComputedStyle(screen.getByTestId('adopted-signature')).fontFamily).toMatch(/cursive/);
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it("offers 'Back' on the activation form and closes without signing", async () => {
    const { last } = renderFields(signature, {
      signature: { 'ui:widget': 'signature', 'ui:options': { cancelLabel: 'Back' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(last().signature).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeInTheDocument();
  });

  it('shows an existing signature without the adopt button', () => {
    renderFields(signature, { signature: { 'ui:widget': 'signature' } }, { signature: 'John Roe' });
    expect(screen.getByTestId('adopted-signature')).toHaveTextContent('John Roe');
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });
});

describe('signature dialog and the keyboard (issue 15 item 6)', () => {
  it('opens with the cursor in Full Name; after Adopt And Sign focus is on the signature', async () => {
    renderFields(signature, { signature: { 'ui:widget': 'signature' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
    await userEvent.keyboard('Jane Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Adopt And Sign' }));
    await waitFor(() => expect(screen.getByTestId('adopted-signature')).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('Enter in Full Name adopts, and focus stays in the form', async () => {
    renderFields(signature, { signature: { 'ui:widget': 'signature' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
    await userEvent.keyboard('Jane Doe{Enter}');
    await waitFor(() => expect(screen.getByTestId('adopted-signature')).toHaveFocus());
  });
});
