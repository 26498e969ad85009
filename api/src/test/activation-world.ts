/** Test data for the activation tests: two companies (one with divisions), contacts, codes, users. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contacts, denialCodes, submissions, units, users } from '../db/schema';
import type { Security } from '@cp/schemas/permissions/types';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { ACTIVATION } from '../services/activations/kind';
import { inviteSubmission } from '../services/submissions/invite-submission';
import type { SubmissionKind } from '../services/submissions/kind';

/** The seven activation wording fields a unit needs to send invitations (§5 'Invite'). */
export const activationWording = {
  caInvitationBody: 'Please complete the activation.',
  caInvitationTopNote: 'Top note',
  caReceiptFirstParagraph: 'Thanks',
  caReceiptSecondParagraph: 'We will review it.',
  caApprovedFirstParagraph: 'Approved!',
  caApprovedSecondParagraph: 'Welcome aboard.',
  caStatusParagraph: 'Status changed.',
};

const verbiage = { emailTemplate: 'CPG' as const, docuSignTemplateId: 'template-1', ...activationWording };

export async function seedActivationWorld(db: Db) {
  const [cpg] = await db
    .insert(units)
    .values({
      kind: 'company',
      code: 'CPG',
      name: 'Container Port Group',
      prefix: 'CPG',
      quickCreditAmount: '5000',
      activationFamily: 'activation-cpg',
      applicationFamily: 'application-six-cpg',
      ...verbiage,
    })
    .returning();
  const [bri] = await db
    .insert(units)
    .values({
      kind: 'division',
      parentId: cpg.id,
      code: 'BRI',
      name: 'Bristol',
      prefix: 'BRI',
      quickCreditAmount: '2500',
      ...verbiage,
    })
    .returning();
  const [uwl] = await db
    .insert(units)
    .values({
      kind: 'company',
      code: 'UWL',
      name: 'UWL',
      prefix: 'UWL',
      ...verbiage,
      emailTemplate: 'UWL',
      activationFamily: 'activation-uwl',
      applicationFamily: 'application-eight',
    })
    .returning();
  const [bare] = await db
    .insert(units)
    .values({ kind: 'company', code: 'ZZZ', name: 'No Wording', prefix: 'ZZZ' })
    .returning();
  const [anna, bob] = await db
    .insert(contacts)
    .values([
      { unitId: bri.id, name: 'ANNA', email: 'ANNA@CPG.TEST' },
      { unitId: bri.id, name: 'BOB', email: 'BOB@CPG.TEST' },
    ])
    .returning();
  const [inactive] = await db
    .insert(contacts)
    .values({ unitId: bri.id, name: 'OLD', email: 'OLD@CPG.TEST', active: false })
    .returning();
  const [uwlContact] = await db
    .insert(contacts)
    .values({ unitId: uwl.id, name: 'URSULA', email: 'URSULA@UWL.TEST' })
    .returning();
  await db.insert(denialCodes).values([
    { unitId: bri.id, code: 'CR-1', description: 'Credit risk' },
    { unitId: uwl.id, code: 'CR-1', description: 'Credit risk' },
  ]);
  const actor = async (security: Security, companies: string[] = [], divisions: string[] = []) => {
    const [u] = await db
      .insert(users)
      .values({
        email: `${security.replace(' ', '')}-${Math.random()}@demo.test`,
        security,
        active: true,
        maximumApprovalAmount: 100000,
      })
      .returning();
    return {
      id: u.id,
      email: u.email,
      firstName: 'Test',
      lastName: security,
      maximumApprovalAmount: u.maximumApprovalAmount,
      security,
      companies,
      divisions,
    } satisfies SessionUser;
  };
  return {
    cpg,
    bri,
    uwl,
    bare,
    anna,
    bob,
    inactive,
    uwlContact,
    superAdmin: await actor('SUPER ADMIN'),
    cpgAdmin: await actor('ADMIN', [cpg.id]),
    uwlAdmin: await actor('ADMIN', [uwl.id]),
    briAdmin: await actor('ADMIN', [], [bri.id]),
    cpgReader: await actor('READ ONLY', [cpg.id]),
  };
}

export type ActivationWorld = Awaited<ReturnType<typeof seedActivationWorld>>;

/** A copy's target in the other company (UWL, no divisions) with its contact (console body). */
export const otherCompanyTarget = (w: ActivationWorld) => ({
  email: 'other@acme.test',
  companyId: w.uwl.id,
  divisionId: null,
  contacts: [w.uwlContact.id],
});

/**
 * Plays the customer's submit of any kind (owned by the portal): the record's data and fields, status NEW,
 * its number, signed now.
 */
export async function playCustomerSubmit(
  db: Db,
  id: string,
  number: string,
  set: Pick<typeof submissions.$inferInsert, 'data' | 'amountReq'>,
): Promise<string> {
  await db
    .update(submissions)
    .set({ status: 'NEW', applicationNumber: number, signatureDate: new Date(), ...set })
    .where(eq(submissions.id, id));
  return number;
}

/** Plays the customer's submit (owned by the portal): data filled, status NEW, a number. */
export const submitAsCustomer = (
  db: Db,
  id: string,
  companyName = 'Acme Freight',
  number = `CPG-${Math.floor(Math.random() * 1e6)}`,
) => playCustomerSubmit(db, id, number, { data: { companyName, companyContact: 'Jane Doe' } });

/**
 * A record of the kind invited by the super admin (SENT), then, for NEW, submitted by `submit` (the kind's
 * customer).
 */
export async function invitedRecord(
  db: Db,
  w: ActivationWorld,
  kind: SubmissionKind,
  status: 'SENT' | 'NEW',
  o: { uwl?: boolean; submit: (id: string) => Promise<unknown> },
): Promise<string> {
  const { id } = await inviteSubmission({
    db,
    kind,
    actor: w.superAdmin,
    origin: 'http://x.test',
    target: {
      email: 'buyer@acme.test',
      companyId: o.uwl ? w.uwl.id : w.cpg.id,
      divisionId: o.uwl ? null : w.bri.id,
      contacts: [o.uwl ? w.uwlContact.id : w.anna.id],
    },
  });
  if (status === 'NEW') await o.submit(id);
  return id;
}

/** An activation invited to Bristol by the super admin (SENT), or also submitted by the customer (NEW). */
export const activationRecord = (
  db: Db,
  w: ActivationWorld,
  status: 'SENT' | 'NEW',
  companyName = 'Acme Freight',
): Promise<string> =>
  invitedRecord(db, w, ACTIVATION, status, { submit: (id) => submitAsCustomer(db, id, companyName) });
