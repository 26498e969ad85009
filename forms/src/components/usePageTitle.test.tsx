/** Issue 15 item 7: every page names itself in the browser tab. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-utils';
import DocuSignCompletePage from '../portal/DocuSignCompletePage';
import { ExpiredPage } from '../portal/ExpiredPage';
import { LoadFailedPage } from '../portal/LoadFailedPage';
import ForgotPasswordPage from '../signin/ForgotPasswordPage';
import LoginPage from '../signin/LoginPage';
import { BadCheckPage } from './BadCheckPage';

describe('document.title per page', () => {
  it.each([
    ['login', () => renderAt('/login', '/login', <LoginPage />), 'Sign in | Credit Portal'],
    [
      'forgot password',
      () => renderAt('/forgotpassword', '/forgotpassword', <ForgotPasswordPage />),
      /\| Credit Portal$/,
    ],
    [
      'expired link',
      () => render(<ExpiredPage division="WDS" unit={null} onboardingEmail="" form="application" />),
      'Authentication Invalid | WDS',
    ],
    [
      'load failure',
      () => render(<LoadFailedPage division="Bristol" onRetry={() => {}} />),
      "We couldn't load your form | Bristol",
    ],
    [
      'signing complete',
      () => renderAt('/DocuSignComplete/:division/:id', '/DocuSignComplete/UWL/e1', <DocuSignCompletePage />),
      'DocuSign Completed! | UWL',
    ],
    [
      'bad check',
      () => render(<BadCheckPage message="boom" />),
      'Looks Like A Bad Check Came In! | Credit Portal',
    ],
  ])('%s', (_name, show, title) => {
    document.title = '';
    show();
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
    if (typeof title === 'string') expect(document.title).toBe(title);
    else expect(document.title).toMatch(title);
  });
});
