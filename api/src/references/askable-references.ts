/**
 * The references of a submitted credit application that can be asked (README 'Reference requests'): each trade
 * reference with an email, and the bank when it has one. Read through the field roles of the version the
 * application was submitted on (`tradeReferences`, `bank`), never by a field's path, with the fraud flags of
 * each address against the applicant's own addresses.
 */
import type { ReferenceFlag, ReferenceKind } from '@cp/schemas/contracts/references';
import { readGroup, readList, readRoleText } from '@cp/schemas/forms/roles';
import { referenceFlags } from '@cp/schemas/references/free-mail';
import type { DbOrTx } from '../db/client';
import { definitionOf } from '../forms/definitions';
import type { SubmissionRow } from '../services/submissions/kind';

export interface AskableReference {
  kind: ReferenceKind;
  /** The trade reference's index in the application's list; null for the bank. */
  position: number | null;
  company: string;
  contact: string;
  email: string;
  phone: string;
  flags: ReferenceFlag[];
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
/** A usable address: one '@' with something on both sides, no spaces. */
const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

type Definition = Awaited<ReturnType<typeof definitionOf>>;

/** The applicant's own addresses: the link's email and the company and contact emails it gave. */
const ownEmails = (definition: Definition, row: SubmissionRow): string[] =>
  [
    row.email,
    readRoleText(definition, row.data, 'companyEmail'),
    readRoleText(definition, row.data, 'contactEmail'),
  ].filter(looksLikeEmail);

export async function applicantEmailsOf(db: DbOrTx, row: SubmissionRow): Promise<string[]> {
  return ownEmails(await definitionOf(db, row), row);
}

export async function askableReferences(db: DbOrTx, row: SubmissionRow): Promise<AskableReference[]> {
  const definition = await definitionOf(db, row);
  const answers = row.data;
  const own = ownEmails(definition, row);
  const asked: AskableReference[] = [];
  readList(definition, answers, 'tradeReferences').forEach((ref, position) => {
    const email = text(ref.email).toLowerCase();
    if (!looksLikeEmail(email)) return;
    asked.push({
      kind: 'trade',
      position,
      company: text(ref.company),
      contact: text(ref.contact),
      email,
      phone: text(ref.phone),
      flags: referenceFlags(email, own),
    });
  });
  const bank = readGroup(definition, answers, 'bank');
  const bankEmail = text(bank.email).toLowerCase();
  if (looksLikeEmail(bankEmail))
    asked.push({
      kind: 'bank',
      position: null,
      company: text(bank.name),
      contact: text(bank.contact),
      email: bankEmail,
      phone: text(bank.phone),
      flags: referenceFlags(bankEmail, own),
    });
  return asked;
}
