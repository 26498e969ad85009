import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../test-utils';
import ForgotPasswordPage from './ForgotPasswordPage';
import PasswordResetPage from './PasswordResetPage';

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password', { timeout: 30_000 }, () => {
  it('always answers with the fixed sentence', async () => {
    const fetch = mockFetch({ '/api/User/passwordRequest': { success: true } });
    renderAt('/forgotpassword', '/forgotpassword', <ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Password Reset' }));
    expect(
      await screen.findByText('If a user with the provided email exists, a password reset email was sent.'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ email: 'nobody@demo.test' });
  });

  it('shows the general message when the call fails, and Cancel leads to login', async () => {
    mockFetch({ '/api/User/passwordRequest': new TypeError('offline') });
    renderAt('/forgotpassword', '/forgotpassword', <ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Password Reset' }));
    expect(
      await screen.findByText('An error has occurred. Please reach out to administration for assistance.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/login');
  });
});

describe('Password reset', { timeout: 30_000 }, () => {
  const login = <Route key="l" path="/login" element={<p>login page</p>} />;

  it('sends the route id and invite with the new password, then goes to login', async () => {
    const fetch = mockFetch({ '/api/User/resetPassword': { success: true } });
    renderAt('/passwordreset/:id?/:invite?', '/passwordreset/u7/inv7', <PasswordResetPage />, [login]);
    const button = screen.getByRole('button', { name: 'Reset Password' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'Better-pass-2');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Better-pass-2');
    await userEvent.click(button);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      _id: 'u7',
      invite: 'inv7',
      password: 'Better-pass-2',
    });
  });

  it('shows the general message when the reset is refused', async () => {
    mockFetch({ '/api/User/resetPassword': { success: false, message: 'Token expired' } });
    renderAt('/passwordreset/:id?/:invite?', '/passwordreset/u7/inv7', <PasswordResetPage />, [login]);
    await userEvent.type(screen.getByLabelText('New Password'), 'Better-pass-2');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Better-pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('An error has occurred. Please reach out to administration for assistance.'),
    ).toBeInTheDocument();
  });
});

describe('Password reset without its token', () => {
  it.each(['/passwordreset', '/passwordreset/u7'])(
    '%s says the link is invalid instead of showing a form',
    (url) => {
      renderAt('/passwordreset/:id?/:invite?', url, <PasswordResetPage />);
      expect(screen.getByRole('heading', { name: 'Authentication Invalid' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'This password reset link is invalid or has expired. Please request a new password reset.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
        'href',
        '/forgotpassword',
      );
      expect(document.title).toBe('Authentication Invalid | Credit Portal');
    },
  );
});
