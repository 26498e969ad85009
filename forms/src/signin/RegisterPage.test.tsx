import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../test-utils';
import RegisterPage from './RegisterPage';

const assign = vi.fn();
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

function renderRegister() {
  vi.stubGlobal('location', { ...window.location, assign });
  return renderAt('/Register/:id/:token', '/Register/u1/tok1', <RegisterPage />);
}

const validInvite = { success: true, data: { email: 'new.user@demo.test' } };

describe('Register', { timeout: 30_000 }, () => {
  it('shows Authentication Invalid for an expired or unknown invite', async () => {
    mockFetch({ '/api/User/validateInvite': { success: false, message: 'Invite expired' } });
    renderRegister();
    expect(await screen.findByText('Authentication Invalid')).toBeInTheDocument();
    expect(screen.getByText(/contact the person who invited you/)).toBeInTheDocument();
  });

  it('keeps Register disabled until every password rule is met, ticking rules live', async () => {
    mockFetch({ '/api/User/validateInvite': validInvite });
    renderRegister();
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    const rule = (text: string) => screen.getByText(text).closest('li');
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(rule('Password must be at least 8 characters in length')).toHaveAttribute('data-met', 'true');
    expect(rule('Password must contain a lowercase and an uppercase character')).toHaveAttribute(
      'data-met',
      'false',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'A1!');
    expect(rule('Password must contain at least one number')).toHaveAttribute('data-met', 'true');
    expect(rule('Password must contain at least one special character')).toHaveAttribute('data-met', 'true');
    expect(register).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdefghA1');
    expect(rule('Passwords must match.')).toHaveAttribute('data-met', 'false');
    expect(register).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm Password'), '!');
    expect(rule('Passwords must match.')).toHaveAttribute('data-met', 'true');
    expect(register).toBeEnabled();
  });

  it('requires first and last name, then registers and opens the console', async () => {
    const fetch = mockFetch({
      '/api/User/validateInvite': validInvite,
      '/api/User/registerUser': { success: true },
    });
    renderRegister();
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret-pass-9');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret-pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First Name'), 'Nora');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lind');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const call = fetch.mock.calls.find(([p]) => String(p) === '/api/User/registerUser');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      _id: 'u1',
      invite: 'tok1',
      active: true,
      email: 'new.user@demo.test',
      firstName: 'Nora',
      lastName: 'Lind',
      password: 'Secret-pass-9',
    });
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({ id: 'u1' });
  });

  it('shows the server message as a warning when registration is refused', async () => {
    mockFetch({
      '/api/User/validateInvite': validInvite,
      '/api/User/registerUser': { success: false, message: 'This invitation has already been used.' },
    });
    renderRegister();
    await userEvent.type(await screen.findByLabelText('First Name'), 'Nora');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lind');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-pass-9');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret-pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This invitation has already been used.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
