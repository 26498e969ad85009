import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../test-utils';
import LoginPage from './LoginPage';

const assign = vi.fn();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  assign.mockReset();
});

function renderLogin(url = '/login') {
  vi.stubGlobal('location', { ...window.location, assign });
  return renderAt('/login/:loggedOut?', url, <LoginPage />);
}

describe('Login', { timeout: 30_000 }, () => {
  it('warns when the email or the password is missing', async () => {
    const fetch = mockFetch({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.test');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message as a warning when the sign-in is refused, Enter submits', async () => {
    const fetch = mockFetch({ '/api/User/login': { success: false, message: 'Invalid email or password.' } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      email: 'admin@demo.test',
      password: 'wrong',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the general message when the call fails', async () => {
    mockFetch({ '/api/User/login': new TypeError('offline') });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(
      await screen.findByText('An error has occurred. Please reach out to administration for assistance.'),
    ).toBeInTheDocument();
  });

  it('clears the selected company and division and opens the console on success', async () => {
    document.cookie = 'selected-company=abc; path=/';
    document.cookie = 'selected-division=def; path=/';
    mockFetch({ '/api/User/login': { success: true, token: 't', refreshToken: 'r' } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-1!{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(document.cookie).not.toContain('selected-company');
    expect(document.cookie).not.toContain('selected-division');
  });

  it('tells a user logged out for inactivity why', () => {
    renderLogin('/Login/loggedOut');
    expect(screen.getByText('You have been logged out due to inactivity.')).toBeInTheDocument();
  });

  it('has a Forgot Password? link', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgotpassword');
  });

  it('hides a warning after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3500);
    await waitFor(() =>
      expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument(),
    );
  });

  it('on 429 waits the Retry-After the server gives, says so, then allows a retry (issue 15 item 12)', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls++;
      return calls === 1
        ? new Response(JSON.stringify({ success: false, message: 'Too many requests.' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
          })
        : new Response(JSON.stringify({ success: false, message: 'Invalid email or password.' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
    });
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(
      await screen.findByText('Too many sign-in attempts. Please wait 2 seconds, then try again.'),
    ).toBeInTheDocument();
    // Not retried behind the person's back, and Login waits for the server's time.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(await screen.findByText(/Please wait 1 second, then/)).toBeInTheDocument();
    expect(
      await screen.findByText('You can try to sign in again now.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeEnabled();
    await userEvent.click(login);
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
