import { applicationSendInviteBodySchema } from './applications';

describe('applicationSendInviteBodySchema', () => {
  it('refuses a malformed invite as issues (a 400), instead of throwing out of the transform (a 500)', () => {
    const result = applicationSendInviteBodySchema.safeParse({ email: { password: false } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['email']);
  });

  it('reads an invite, and a full record as a re-send', () => {
    const invite = applicationSendInviteBodySchema.parse({
      email: 'a@b.test',
      company_id: 'c1',
      contacts: [],
    });
    expect(invite).toMatchObject({ resendId: '', invite: { email: 'a@b.test', companyId: 'c1' } });
    expect(applicationSendInviteBodySchema.parse({ _id: 'r1', email: 'a@b.test' }).resendId).toBe('r1');
  });
});
