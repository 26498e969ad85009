/**
 * One realistic submission (credit application or customer activation) of a unit, in any status: the
 * workflow columns as the back office would have left them and the customer's data as the portal saves it.
 */
import type { submissions } from '../schema';
import { activationData, applicationData, fakeBusiness } from './fake-business';
import type { Random } from './random';

export type SubmissionInsert = typeof submissions.$inferInsert;
type Status = NonNullable<SubmissionInsert['status']>;

export interface SeedUnit {
  id: string;
  companyId: string;
  divisionId: string | null;
  code: string;
  /** The form families the unit's invitations use (its own, or its company's). */
  activationFamily: string;
  applicationFamily: string;
  contactIds: string[];
  denialCodes: string[];
}

export interface SeedStaff {
  approverIds: string[];
}

const STATUS_WEIGHTS: [Status, number][] = [
  ['SENT', 26],
  ['NEW', 20],
  ['PENDING', 14],
  ['APPROVED', 26],
  ['DENIED', 12],
  ['', 2],
];
const TERMS = ['Net 15', 'Net 30', 'Net 30', 'Net 45', 'Net 60'];

function pickStatus(r: Random): Status {
  let roll = r.next() * STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'NEW';
}

export const formFamilyOf = (form: SubmissionInsert['form'], unit: SeedUnit): string =>
  form === 'customer-activation' ? unit.activationFamily : unit.applicationFamily;

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const addHours = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);

/**
 * A submission without its application number: the caller numbers the ones that were submitted
 * (`needsNumber`) from the unit's counter.
 */
export function makeSubmission(
  r: Random,
  unit: SeedUnit,
  staff: SeedStaff,
  now: Date,
  options: { form?: SubmissionInsert['form']; status?: Status } = {},
): { row: SubmissionInsert; needsNumber: boolean } {
  const form = options.form ?? (r.chance(0.5) ? 'credit-application' : 'customer-activation');
  const status = options.status ?? pickStatus(r);
  const business = fakeBusiness(r);
  const notifier = r.pick(staff.approverIds);
  const contacts = unit.contactIds.filter((_, i) => i === 0 || r.chance(0.4));
  const base: SubmissionInsert = {
    form,
    formFamily: formFamilyOf(form, unit),
    status,
    companyId: unit.companyId,
    divisionId: unit.divisionId,
    email: business.email,
    contacts,
    notifiedBy: notifier,
  };
  if (status === 'SENT' || status === '') {
    // A third of the open invitations are older than 30 days (expired links); half were opened.
    const addDate = r.chance(0.35) ? r.daysAgo(now, 31, 90) : r.daysAgo(now, 0, 29);
    const opened = status === 'SENT' && r.chance(0.5);
    return {
      row: {
        ...base,
        addDate,
        notifiedDate: addDate,
        applicationOpened: opened ? addDays(addDate, r.int(0, 3) + r.next()) : null,
        data: opened ? { companyName: business.companyName, companyContact: business.contact } : {},
      },
      needsNumber: false,
    };
  }
  // The stages as the dashboard reads them (README 'Analytics'): opened 1-9 hours after the invitation,
  // submitted 14-54 hours after it, decided 1-3 days after the submit.
  const addDate = r.daysAgo(now, 3, 150);
  const signedOn = addHours(addDate, 14 + r.next() * 40);
  const data =
    form === 'credit-application'
      ? applicationData(r, business, signedOn, unit.applicationFamily === 'application-eight')
      : activationData(r, business, signedOn, unit.activationFamily === 'activation-uwl');
  const amountReq =
    form === 'credit-application' ? Number(data.amountReq) : r.pick([5000, 10000, 20000, 30000]);
  const row: SubmissionInsert = {
    ...base,
    addDate,
    notifiedDate: addDate,
    applicationOpened: addHours(addDate, 1 + r.next() * 8),
    signatureDate: signedOn,
    data,
    amountReq: String(amountReq),
    notes: r.chance(0.3) ? 'Customer called to confirm the application was received.' : '',
    updatedAt: signedOn,
  };
  if (status === 'APPROVED') {
    const decided = addDays(signedOn, 1 + r.next() * 2);
    const approved = Math.min(amountReq, r.pick([5000, 10000, 15000, 25000, 50000]));
    Object.assign(row, {
      approvedAmount: String(approved),
      customerCode: `${unit.code}${r.digits(5)}`,
      approvedBy: r.pick(staff.approverIds),
      approvedOrDeniedDate: decided,
      updatedAt: decided,
      ...(form === 'credit-application'
        ? { netTerms: r.pick(TERMS), isCod: false, paymentTerms: '' }
        : { paymentTerms: r.pick(TERMS) }),
    });
  }
  if (status === 'DENIED') {
    const decided = addDays(signedOn, 1 + r.next() * 2);
    Object.assign(row, {
      denialCode: r.pick(unit.denialCodes),
      approvedBy: r.pick(staff.approverIds),
      approvedOrDeniedDate: decided,
      updatedAt: decided,
      notes: 'Denied after review of trade references and bank information.',
    });
  }
  if (status === 'PENDING') row.notes = 'Waiting for the bank reference to call back.';
  return { row, needsNumber: true };
}
