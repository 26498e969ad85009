import { describe, expect, it } from 'vitest';
import {
  EMAIL_BLUR_MESSAGES as M,
  changeEmailConfirmation,
  emailBlurMessage,
  isValidEmail,
} from './activations';

describe('Invite email, checked on blur (back-office.md §5 Invite)', () => {
  it.each([
    ['', M.empty],
    ['   ', M.empty],
    ['a b@x.com', M.spaces],
    ['@x.com', M.atFirst],
    ['ab.com', M.noAt],
    ['a@b@c.com', M.manyAt],
    ['a@bcom', M.noDot],
    ['a(b)@x.com', M.forbidden],
    ['a@x;y.com', M.forbidden],
    ['-a@x.com', M.badFirst],
    ['a@.com', M.noDomain],
    ['a@x.com-', M.badLast],
    ['a@x.c', M.noTld],
    ['a@x.c0m', M.noTld],
    ['buyer@acme.test', null],
    ['first.last+tag@sub.example.co', null],
  ])('%j -> %j', (email, message) => {
    expect(emailBlurMessage(email)).toBe(message);
  });

  it('the change-email confirmation and its validity check', () => {
    expect(changeEmailConfirmation('a@x.com', 'b@y.com')).toBe(
      'The application was originally sent to a@x.com. You are about to change it to b@y.com.',
    );
    expect(isValidEmail('b@y.com')).toBe(true);
    expect(isValidEmail('b@y')).toBe(false);
    expect(isValidEmail('b y@y.com')).toBe(false);
  });
});
