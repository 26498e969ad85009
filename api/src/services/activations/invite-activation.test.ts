import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createBareCompany } from '../../test/factories';
import type { TestDatabase } from '../../test/test-db';
import { expectRefused, useDbWorld } from '../../test/test-world';
import { auditLog, emailMessages, submissions, units } from '../../db/schema';
import { inviteActivation, copyActivation } from './verbs';
import {
  otherCompanyTarget,
  seedActivationWorld,
  submitAsCustomer,
  type ActivationWorld,
} from '../../test/activation-world';

let t: TestDatabase;
let w: ActivationWorld;
const origin = 'https://portal.test';

useDbWorld(seedActivationWorld, (e) => ({ t, w } = e));

const invite = (
  over: Partial<{ email: string; companyId: string; divisionId: string | null; contacts: string[] }> = {},
) => ({
  email: 'buyer@acme.test',
  companyId: w.cpg.id,
  divisionId: w.bri.id,
  contacts: [w.anna.id],
  ...over,
});

describe('inviteActivation', () => {
  it('creates a SENT activation, queues the invitation with the Bristol link and audits it', async () => {
    const { id, link } = await inviteActivation({ db: t.db, actor: w.cpgAdmin, origin, invite: invite() });
    expect(link).toBe(`${origin}/Activation/Bristol/buyer%40acme.test/${id}`);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      status: 'SENT',
      email: 'buyer@acme.test',
      divisionId: w.bri.id,
      notifiedBy: w.cpgAdmin.id,
    });
    const mails = await t.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe('buyer@acme.test');
    expect(mails[0].payload).toMatchObject({
      template: 'activation-invitation',
      context: { link },
      unitId: w.bri.id,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['invite']);
  });

  it('uses the company prefix for a company without divisions', async () => {
    const { link } = await inviteActivation({
      db: t.db,
      actor: w.superAdmin,
      origin,
      invite: invite({ companyId: w.uwl.id, divisionId: null, contacts: [w.uwlContact.id] }),
    });
    expect(link).toContain('/Activation/UWL/');
  });

  it.each([
    ['', 'Email is required.'],
    ['not-an-email', 'An Email requires an @'],
    ['a b@c.com', 'Spaces are not allowed in an Email'],
  ])('refuses email %j with %j', async (email, message) => {
    await expectRefused(
      inviteActivation({ db: t.db, actor: w.cpgAdmin, origin, invite: invite({ email }) }),
      {
        message,
        fields: { email: message },
      },
    );
  });

  it('needs a unit and a contact of that unit', async () => {
    await expectRefused(
      inviteActivation({
        db: t.db,
        actor: w.cpgAdmin,
        origin,
        invite: invite({ companyId: '', divisionId: null }),
      }),
      'You must select at least one company or division.',
    );
    await expectRefused(
      inviteActivation({ db: t.db, actor: w.cpgAdmin, origin, invite: invite({ contacts: [] }) }),
      'You must select at least one contact.',
    );
    await expectRefused(
      inviteActivation({
        db: t.db,
        actor: w.cpgAdmin,
        origin,
        invite: invite({ contacts: [w.inactive.id] }),
      }),
      'You must select at least one contact.',
    );
  });

  it('tells why a unit without template or wording cannot send', async () => {
    const { unit: c, contact: k } = await createBareCompany(
      t.db,
      { code: 'NOT', name: 'No template' },
      { name: 'K', email: 'K@X.TEST' },
    );
    await expectRefused(
      inviteActivation({
        db: t.db,
        actor: w.superAdmin,
        origin,
        invite: invite({ companyId: c.id, divisionId: null }),
      }),
      'You must select at least one contact.',
    );
    const attempt = () =>
      inviteActivation({
        db: t.db,
        actor: w.superAdmin,
        origin,
        invite: invite({ companyId: c.id, divisionId: null, contacts: [k.id] }),
      });
    await expectRefused(attempt(), 'The Email Template must be setup to send applications!');
    await t.db
      .update(units)
      .set({ emailTemplate: 'IDS', caInvitationBody: 'only one' })
      .where(eq(units.id, c.id));
    await expectRefused(attempt(), 'All Email Verbiage must be setup to send applications!');
  });

  it('refuses READ ONLY and a unit outside the admin scope', async () => {
    await expectRefused(inviteActivation({ db: t.db, actor: w.cpgReader, origin, invite: invite() }), {
      code: 'FORBIDDEN',
      message: 'Access to change the customer activation is denied!',
    });
    await expectRefused(
      inviteActivation({ db: t.db, actor: w.uwlAdmin, origin, invite: invite() }),
      'You must select at least one company or division.',
    );
  });
});

describe('copyActivation', () => {
  it('creates a SENT copy for another unit with the customer data and sends its invitation', async () => {
    const { id } = await inviteActivation({ db: t.db, actor: w.superAdmin, origin, invite: invite() });
    await submitAsCustomer(t.db, id, 'Copy Me Inc');
    const copy = await copyActivation({
      db: t.db,
      actor: w.superAdmin,
      origin,
      id,
      target: otherCompanyTarget(w),
    });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, copy.id));
    expect(row).toMatchObject({
      status: 'SENT',
      companyId: w.uwl.id,
      email: 'other@acme.test',
      data: { companyName: 'Copy Me Inc' },
    });
    const mails = await t.db.select().from(emailMessages).where(eq(emailMessages.submissionId, copy.id));
    expect(mails[0].payload).toMatchObject({ template: 'activation-invitation' });
  });

  it('refuses READ ONLY with the copy message and hides other units', async () => {
    const { id } = await inviteActivation({ db: t.db, actor: w.superAdmin, origin, invite: invite() });
    const target = { email: 'x@acme.test', companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] };
    await expectRefused(
      copyActivation({ db: t.db, actor: w.cpgReader, origin, id, target }),
      'Access to copy the application is denied!',
    );
    await expectRefused(copyActivation({ db: t.db, actor: w.uwlAdmin, origin, id, target }), {
      code: 'NOT_FOUND',
    });
  });
});
