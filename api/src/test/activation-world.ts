/** Test data for the activation tests: two companies (one with divisions), contacts, codes, users. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contacts, denialCodes, submissions, units, users } from '../db/schema';
import type { Security } from '@cp/schemas/permissions/types';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { inviteActivation } from '../services/activations/verbs';

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
    .values({ kind: 'company', code: 'UWL', name: 'UWL', prefix: 'UWL', ...verbiage, emailTemplate: 'UWL' })
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

/** Plays the customer's submit (owned by the portal): data filled, status NEW, a number. */
export async function submitAsCustomer(
  db: Db,
  id: string,
  companyName = 'Acme Freight',
  number = `CPG-${Math.floor(Math.random() * 1e6)}`,
) {
  await db
    .update(submissions)
    .set({
      status: 'NEW',
      applicationNumber: number,
      signatureDate: new Date(),
      data: { companyName, companyContact: 'Jane Doe' },
    })
    .where(eq(submissions.id, id));
  return number;
}

/** An activation invited to Bristol by the super admin (SENT), or also submitted by the customer (NEW). */
export async function activationRecord(
  db: Db,
  w: ActivationWorld,
  status: 'SENT' | 'NEW',
  companyName = 'Acme Freight',
): Promise<string> {
  const { id } = await inviteActivation({
    db,
    actor: w.superAdmin,
    origin: 'http://x.test',
    invite: { email: 'buyer@acme.test', companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] },
  });
  if (status === 'NEW') await submitAsCustomer(db, id, companyName);
  return id;
}
