/**
 * Test data for the credit application tests: the activation world's units, contacts, codes and users,
 * with the 13 application wording fields set on every unit but the bare one, and helpers that play the
 * customer's submit.
 */
import { ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { units } from '../db/schema';
import { APPLICATION } from '../services/applications/kind';
import {
  invitedRecord,
  playCustomerSubmit,
  seedActivationWorld,
  type ActivationWorld,
} from './activation-world';

/** The 13 credit application wording fields (§5 'Application invite and copy'). */
export const applicationWording = {
  invitationBody: 'Please complete the credit application.',
  invitationTopNote: 'Top note',
  receiptFirstParagraph: 'Thanks for applying.',
  receiptSecondParagraph: 'We will review it.',
  deniedFirstParagraph: 'We are sorry.',
  deniedSecondParagraph: 'Call us.',
  approvedFirstParagraph: 'Approved first.',
  approvedSecondParagraph: 'Approved second.',
  approvedBoldParagraph: 'APPROVED BOLD',
  contactApprovedBody: 'Contact approved body.',
  contactDeniedBody: 'Contact denied body.',
  duplicationNotification: 'We already have an application from you.',
  contactDuplicationNotification: 'Possible duplicate application.',
};

export type ApplicationWorld = ActivationWorld;

export async function seedApplicationWorld(db: Db): Promise<ApplicationWorld> {
  const w = await seedActivationWorld(db);
  await db.update(units).set(applicationWording).where(ne(units.id, w.bare.id));
  return w;
}

/** The customer's data as the lists and the duplicate check read it. */
export interface BusinessData {
  companyName?: string;
  zip?: string;
  duns?: string;
  federalTaxNumber?: string;
}

/** Plays the customer's submit (owned by the portal): data filled, status NEW, a number. */
export const submitApplicationAsCustomer = (
  db: Db,
  id: string,
  number = `BRI${Math.floor(Math.random() * 1e7)}`,
  b: BusinessData = {},
): Promise<string> =>
  playCustomerSubmit(db, id, number, {
    amountReq: '50000',
    data: {
      companyName: b.companyName ?? 'Acme Freight',
      companyContact: 'Jane Doe',
      address: { city: 'Newark', state: 'NJ', zip: b.zip ?? '07105' },
      bankInfo: { duns: b.duns ?? '', federalTaxNumber: b.federalTaxNumber ?? '' },
    },
  });

/** An application invited to Bristol (or `unit`) by the super admin (SENT), or submitted (NEW). */
export const applicationRecord = (
  db: Db,
  w: ApplicationWorld,
  status: 'SENT' | 'NEW',
  o: { number?: string; business?: BusinessData; unit?: 'bri' | 'uwl' } = {},
): Promise<string> =>
  invitedRecord(db, w, APPLICATION, status, {
    uwl: o.unit === 'uwl',
    submit: (id) => submitApplicationAsCustomer(db, id, o.number, o.business),
  });
