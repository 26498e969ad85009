import { describe, expect, it } from 'vitest';
import { emailDomain, isFreeMail, referenceFlags } from './free-mail';

describe('reference email flags', () => {
  it('reads the domain of an address, lower case', () => {
    expect(emailDomain('AP@Vendor.Example.')).toBe('vendor.example');
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it('flags free-mail providers and their sub-domains, not look-alikes', () => {
    expect(isFreeMail('owner@gmail.com')).toBe(true);
    expect(isFreeMail('owner@Mail.Yahoo.com')).toBe(true);
    expect(isFreeMail('ar@notgmail.com')).toBe(false);
    expect(isFreeMail('ar@gmail.com.vendor.example')).toBe(false);
  });

  it('flags the applicant’s own domain, but never a shared free-mail one', () => {
    const applicant = ['buyer@acme.test', 'info@acmeimports.com', 'me@gmail.com'];
    expect(referenceFlags('credit@acmeimports.com', applicant)).toEqual(['same-domain']);
    expect(referenceFlags('friend@gmail.com', applicant)).toEqual(['free-mail']);
    expect(referenceFlags('ar@vendor.example', applicant)).toEqual([]);
  });
});
