/**
 * Application rules (back-office.md §4, §5 'Application approval', 'Application denial', 'Application
 * invite and copy', §8 'Application details'): one row per rule and its message, then the emails of a
 * decision and the workflow's status changes.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApplicationApproveInput } from '@cp/schemas/contracts/applications';
import { createBareCompany } from '../../test/factories';
import type { TestDatabase } from '../../test/test-db';
import { expectRefused, useDbWorld } from '../../test/test-world';
import { submissions, units } from '../../db/schema';
import { outboxEmailsOf } from '../../test/outbox-rows';
import { otherCompanyTarget } from '../../test/activation-world';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../../test/application-world';
import { copySubmission } from '../submissions/copy-submission';
import { deleteSubmission } from '../submissions/delete-submission';
import { denySubmission } from '../submissions/deny-submission';
import { inviteSubmission } from '../submissions/invite-submission';
import { resendSubmission } from '../submissions/resend-submission';
import { setSubmissionNotes } from '../submissions/set-submission-notes';
import { approveApplication } from './approve-application';
import { APPLICATION } from './kind';

let t: TestDatabase;
let w: ApplicationWorld;
const kind = APPLICATION;

useDbWorld(seedApplicationWorld, (e) => ({ t, w } = e));

const approval = (over: Partial<ApplicationApproveInput> = {}): Partial<ApplicationApproveInput> => ({
  approvedAmount: '25,000',
  netTerms: 'NET 30',
  customerCode: 'ACME01',
  contacts: [w.anna.id],
  ...over,
});
const rowOf = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];

describe('approval rules, one row per message', () => {
  const rules: [string, string, () => Partial<ApplicationApproveInput>, string][] = [
    [
      'customer code on a UWL number',
      'UWL1001',
      () => approval({ customerCode: '' }),
      'You must enter a customer code!',
    ],
    [
      'customer code on a WDS number',
      'BRIWDS7',
      () => approval({ customerCode: ' ' }),
      'You must enter a customer code!',
    ],
    ['no amount', 'BRI1001', () => approval({ approvedAmount: '' }), 'You must enter an approved amount!'],
    [
      'a zero amount',
      'BRI1002',
      () => approval({ approvedAmount: '0' }),
      'You must enter an approved amount!',
    ],
    ['net terms', 'BRI1003', () => approval({ netTerms: ' ' }), 'You must enter the net terms!'],
    ['a contact', 'BRI1004', () => approval({ contacts: [] }), 'You must select at least one contact!'],
    [
      'an inactive contact only',
      'BRI1005',
      () => approval({ contacts: [w.inactive.id] }),
      'You must select at least one contact!',
    ],
    [
      'the approver cap',
      'BRI1006',
      () => approval({ approvedAmount: '100,001' }),
      'Access to approve the application amount is denied! Maximum allowed is: $100,000',
    ],
  ];
  it.each(rules)('%s', async (_rule, number, input, message) => {
    const id = await applicationRecord(t.db, w, 'NEW', { number });
    await expectRefused(approveApplication({ db: t.db, actor: w.cpgAdmin, id, input: input() }), {
      message,
    });
    expect((await rowOf(id)).status).toBe('NEW');
  });

  it('a non-UWL/WDS number needs no customer code; the cap itself is allowed', async () => {
    const id = await applicationRecord(t.db, w, 'NEW', { number: 'BRI2001' });
    const row = await approveApplication({
      db: t.db,
      actor: w.cpgAdmin,
      id,
      input: approval({ customerCode: '', approvedAmount: '100,000' }),
    });
    expect(row).toMatchObject({ status: 'APPROVED', approvedAmount: '100000.00', netTerms: 'NET 30' });
  });
});

describe('decision emails', () => {
  it('approval: the customer gets the approved email, the chosen contacts the contact approved body', async () => {
    const id = await applicationRecord(t.db, w, 'NEW', { number: 'BRI3001' });
    await approveApplication({
      db: t.db,
      actor: w.cpgAdmin,
      id,
      input: approval({ contacts: [w.anna.id, w.bob.id] }),
    });
    const mails = await outboxEmailsOf(t.db, id);
    const approved = mails.find((m) => m.template === 'application-approved');
    expect(approved?.to).toEqual(['buyer@acme.test']);
    expect(approved?.context).toMatchObject({
      approvedAmount: '25000',
      netTerms: 'NET 30',
      customerCode: 'ACME01',
    });
    expect(mails.find((m) => m.template === 'application-contact-approved')?.to).toEqual([
      'ANNA@CPG.TEST',
      'BOB@CPG.TEST',
    ]);
    await expectRefused(
      denySubmission({
        db: t.db,
        kind,
        actor: w.cpgAdmin,
        id,
        input: { denialCode: 'CR-1', contacts: [w.anna.id] },
      }),
      'You cannot edit because the application has already been approved!',
    );
  });

  it('denial: a denial code and a contact, then the denied emails', async () => {
    const id = await applicationRecord(t.db, w, 'NEW');
    const deny = (denialCode: string, contacts: string[]) =>
      denySubmission({ db: t.db, kind, actor: w.cpgAdmin, id, input: { denialCode, contacts } });
    await expectRefused(deny('', [w.anna.id]), 'You must select a denial code!');
    await expectRefused(deny('NOPE', [w.anna.id]), 'You must select a denial code!');
    await expectRefused(deny('CR-1', []), 'You must select at least one contact!');
    await deny('CR-1', [w.bob.id]);
    const mails = await outboxEmailsOf(t.db, id);
    expect(mails.find((m) => m.template === 'application-denied')?.to).toEqual(['buyer@acme.test']);
    expect(mails.find((m) => m.template === 'application-contact-denied')?.to).toEqual(['BOB@CPG.TEST']);
    await expectRefused(
      approveApplication({ db: t.db, actor: w.cpgAdmin, id, input: approval() }),
      'You cannot edit because the application has already been denied!',
    );
  });
});

describe("'Apply For Credit' and copy: the target unit's set-up, in §8's order", () => {
  it('email template, then DocuSign template id, then all 13 wording fields', async () => {
    const { unit, contact: kim } = await createBareCompany(
      t.db,
      { code: 'NEWCO', name: 'New Co', prefix: 'NEW' },
      { name: 'KIM', email: 'KIM@NEW.TEST' },
    );
    const contact = kim.id;
    const invite = () =>
      inviteSubmission({
        db: t.db,
        kind,
        actor: w.superAdmin,
        origin: 'http://x.test',
        target: { email: 'c@new.test', companyId: unit.id, divisionId: null, contacts: [contact] },
      });
    const set = (values: Partial<typeof units.$inferInsert>) =>
      t.db.update(units).set(values).where(eq(units.id, unit.id));
    await expectRefused(invite(), 'The Email Template must be setup to send applications!');
    await set({ emailTemplate: 'IDS' });
    await expectRefused(invite(), 'The DocuSign Template Id must be setup to send applications!');
    await set({ docuSignTemplateId: 'tpl' });
    await expectRefused(invite(), 'All Email Verbiage must be setup to send applications!');
    const wording = (await t.db.select().from(units).where(eq(units.id, w.cpg.id)))[0];
    const { invitationBody, invitationTopNote, receiptFirstParagraph, receiptSecondParagraph } = wording;
    await set({ invitationBody, invitationTopNote, receiptFirstParagraph, receiptSecondParagraph });
    await expectRefused(invite(), 'All Email Verbiage must be setup to send applications!');
    await set({
      ...wording,
      id: unit.id,
      code: 'NEWCO',
      name: 'New Co',
      prefix: 'NEW',
      kind: 'company',
      parentId: null,
    });
    const { id, link } = await invite();
    expect(link).toBe(`http://x.test/Apply/NEW/c%40new.test/${id}`);
    const [mail] = await outboxEmailsOf(t.db, id);
    expect(mail).toMatchObject({ template: 'application-invitation', to: ['c@new.test'] });
    expect(mail.context).toMatchObject({ applyUrl: link });
  });

  it('the unit and contact messages of the application list', async () => {
    const invite = (target: { companyId: string | null; contacts: string[]; email?: string }) =>
      inviteSubmission({
        db: t.db,
        kind,
        actor: w.superAdmin,
        origin: 'http://x.test',
        target: { email: target.email ?? 'c@acme.test', divisionId: null, ...target },
      });
    await expectRefused(
      invite({ companyId: null, contacts: [w.anna.id] }),
      'You must select at least one company or division!',
    );
    await expectRefused(
      invite({ companyId: w.uwl.id, contacts: [] }),
      'You must select at least one contact.',
    );
    await expectRefused(
      invite({ companyId: w.uwl.id, contacts: [w.uwlContact.id], email: '' }),
      'Email is required.',
    );
    await expectRefused(
      inviteSubmission({
        db: t.db,
        kind,
        actor: w.cpgReader,
        origin: 'http://x.test',
        target: { email: 'c@acme.test', companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] },
      }),
      'Access to send an Application invite is denied!',
    );
  });
});

describe('workflow (§4)', () => {
  it('a note moves NEW to PENDING', async () => {
    const id = await applicationRecord(t.db, w, 'NEW');
    await setSubmissionNotes({ db: t.db, kind, actor: w.cpgAdmin, id, notes: 'Called the customer.' });
    expect(await rowOf(id)).toMatchObject({ status: 'PENDING', notes: 'Called the customer.' });
  });

  it('resend resets addDate and needs an email; delete only while sent', async () => {
    const id = await applicationRecord(t.db, w, 'SENT');
    const past = new Date(Date.now() - 40 * 86_400_000);
    await t.db.update(submissions).set({ addDate: past }).where(eq(submissions.id, id));
    const resend = (email?: string) =>
      resendSubmission({ db: t.db, kind, actor: w.cpgAdmin, id, origin: 'http://x.test', input: { email } });
    await expectRefused(resend(' '), 'You must enter in an email!');
    await resend();
    expect((await rowOf(id)).addDate.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await deleteSubmission({ db: t.db, kind, actor: w.cpgAdmin, id })).message).toBe(
      'Application invite has been deleted',
    );
    const submitted = await applicationRecord(t.db, w, 'NEW');
    await expectRefused(
      deleteSubmission({ db: t.db, kind, actor: w.superAdmin, id: submitted }),
      'Only a sent application invite can be deleted.',
    );
  });

  it('copy makes a new invitation for the other unit with the customer data', async () => {
    const id = await applicationRecord(t.db, w, 'NEW');
    const copy = await copySubmission({
      db: t.db,
      kind,
      actor: w.superAdmin,
      origin: 'http://x.test',
      id,
      target: otherCompanyTarget(w),
    });
    const row = await rowOf(copy.id);
    expect(row).toMatchObject({ status: 'SENT', companyId: w.uwl.id, formFamily: 'application-eight' });
    expect(row.data).toMatchObject({ companyName: 'Acme Freight' });
    expect(copy.link).toBe(`http://x.test/Apply/UWL/other%40acme.test/${copy.id}`);
  });
});
