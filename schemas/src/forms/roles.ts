/**
 * Field roles: what a form's answers mean to the rest of the product (ARCHITECTURE.md 'Field roles'). A
 * definition maps each role it carries to a JSON pointer into its answers; the server finds the legal name,
 * the tax id, the address or the trade references of any version only through these pointers, never by a
 * field's name, so a super admin may rename or move a field and move its role with it.
 */

/** How a role's value is typed: the schema type its field must have (check-roles.ts). */
export type RoleValueKind = 'text' | 'email' | 'phone' | 'date' | 'money' | 'number' | 'boolean';

interface RoleBase {
  /** every published version must carry it */
  required: boolean;
  /** what reads it, named in the check's message when a version drops it */
  readBy: string;
}
export interface ValueRole extends RoleBase {
  kind: RoleValueKind;
}
/** An object of values (the company address, the bank) */
export interface GroupRole extends RoleBase {
  kind: 'object';
  parts: Record<string, RoleValueKind>;
}
/** A list whose items carry the same parts (owners, trade references) */
export interface ListRole extends RoleBase {
  kind: 'array';
  parts: Record<string, RoleValueKind>;
}
export type RoleSpec = ValueRole | GroupRole | ListRole;

const value = (kind: RoleValueKind, readBy: string, required = false): ValueRole => ({
  kind,
  required,
  readBy,
});
const group = (parts: Record<string, RoleValueKind>, readBy: string): GroupRole => ({
  kind: 'object',
  required: false,
  parts,
  readBy,
});
const list = (parts: Record<string, RoleValueKind>, readBy: string): ListRole => ({
  kind: 'array',
  required: false,
  parts,
  readBy,
});

const CREDIT_FILE = 'the credit file reads it';
const REFERENCE_SCORE = 'the trade reference’s payment score and the application’s summary read it';
const REFERENCE_ANSWER = 'the reference answer’s summary reads it';
const BANK_SUMMARY = 'the bank answer’s one-line summary reads it';

/** The roles the product reads, and what reads each one. */
export const ROLE_CATALOGUE = {
  legalName: value('text', 'list columns, search, duplicates and the credit file read it', true),
  dba: value('text', CREDIT_FILE),
  federalTaxId: value('text', 'duplicates and the credit file read it'),
  duns: value('text', 'the list’s DUNS column, duplicates and the credit file read it'),
  companyPhone: value('phone', CREDIT_FILE),
  companyEmail: value('email', CREDIT_FILE),
  companyWebsite: value('text', CREDIT_FILE),
  establishedDate: value('date', CREDIT_FILE),
  address: group(
    { line1: 'text', line2: 'text', city: 'text', state: 'text', zip: 'text', country: 'text' },
    'list columns, duplicates (name and zip) and the credit file read it',
  ),
  contactName: value('text', 'the contact column, search and the e-signature signer read it', true),
  contactEmail: value('email', CREDIT_FILE),
  amountRequested: value('money', 'the requested amount of the list and the PDF header read it'),
  annualRevenue: value('money', CREDIT_FILE),
  owners: list(
    {
      name: 'text',
      title: 'text',
      ownershipPercent: 'money',
      email: 'email',
      phone: 'phone',
      address: 'text',
    },
    'screening and the credit file read it',
  ),
  tradeReferences: list(
    { company: 'text', contact: 'text', email: 'email', phone: 'phone', address: 'text' },
    'reference requests and the credit file read it',
  ),
  bank: group(
    { name: 'text', accountNumber: 'text', contact: 'text', phone: 'phone', email: 'email' },
    'bank references and the credit file read it',
  ),
  customsBroker: group({ company: 'text', contact: 'text', email: 'email', phone: 'phone' }, CREDIT_FILE),
  signerName: value('text', 'the PDF’s signature block reads it'),
  signerTitle: value('text', 'the PDF’s signature block reads it'),
  signatureDate: value('date', 'the PDF’s signature block reads it'),
  // No built-in form asks these yet.
  usdotNumber: value('text', 'carrier checks read it'),
  mcNumber: value('text', 'carrier checks read it'),
  // The reference answer forms' (README 'Reference requests'); check-roles.ts requires them of those forms.
  referenceOpenSince: value('date', REFERENCE_SCORE),
  referenceHighCredit: value('money', REFERENCE_SCORE),
  referenceBalance: value('money', REFERENCE_ANSWER),
  referencePastDue: value('money', REFERENCE_ANSWER),
  referenceDaysBeyondTerms: value('number', REFERENCE_SCORE),
  referencePaymentHabit: value('text', REFERENCE_SCORE),
  referenceSellAgain: value('boolean', REFERENCE_ANSWER),
  referenceBalanceRange: value('text', BANK_SUMMARY),
  referenceReturnedItems: value('number', BANK_SUMMARY),
  referenceLoans: value('boolean', BANK_SUMMARY),
  referenceSatisfactory: value('boolean', BANK_SUMMARY),
  respondentName: value('text', 'the reference answer’s evidence reads it'),
  respondentTitle: value('text', 'the reference answer’s evidence reads it'),
  respondentPhone: value('phone', 'the reference answer’s evidence reads it'),
} satisfies Record<string, RoleSpec>;

export type RoleName = keyof typeof ROLE_CATALOGUE;
export const ROLE_NAMES = Object.keys(ROLE_CATALOGUE) as RoleName[];
export const isRoleName = (name: string): name is RoleName => name in ROLE_CATALOGUE;

/** A list role's place: the list's pointer, and pointers inside one item. */
export interface ListRolePointer {
  pointer: string;
  itemRoles: Record<string, string>;
}
/** A role's place in the answers: a pointer, a pointer per part (objects), or a list's (arrays). */
export type RolePointer = string | Record<string, string> | ListRolePointer;
/** The roles of one definition: role name → where its value is in the answers. */
export type FormRoles = { [role: string]: RolePointer };

export const isListPointer = (p: RolePointer | undefined): p is ListRolePointer =>
  typeof p === 'object' && p !== null && typeof (p as ListRolePointer).pointer === 'string';

/** The parts of a JSON pointer ('/bankInfo/duns' → ['bankInfo', 'duns']; RFC 6901 escapes undone). */
export const pointerParts = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value at a JSON pointer, or undefined. */
export function valueAt(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const part of pointerParts(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const present = (v: unknown) => v !== undefined && v !== null;

/** The pointers a role's value is read from (a scalar role's one, or a group's per part). */
type Roled = { roles?: FormRoles };

/** A scalar role's value, or undefined when the form does not carry the role or the answer is empty. */
export function readRole(definition: Roled, answers: unknown, role: RoleName): unknown {
  const pointer = definition.roles?.[role];
  return typeof pointer === 'string' ? valueAt(answers, pointer) : undefined;
}

/** A scalar role's value as text ('' when absent): what emails, PDFs and lists show. */
export const readRoleText = (definition: Roled, answers: unknown, role: RoleName): string => {
  const v = readRole(definition, answers, role);
  return present(v) ? String(v) : '';
};

/** An object role's parts that have a value (`{}` when the form does not carry it). */
export function readGroup(definition: Roled, answers: unknown, role: RoleName): Record<string, unknown> {
  const pointer = definition.roles?.[role];
  if (typeof pointer !== 'object' || pointer === null || isListPointer(pointer)) return {};
  const out: Record<string, unknown> = {};
  for (const [part, p] of Object.entries(pointer)) {
    const v = valueAt(answers, p);
    if (present(v)) out[part] = v;
  }
  return out;
}

/** A list role's items, each as its parts that have a value. */
export function readList(definition: Roled, answers: unknown, role: RoleName): Record<string, unknown>[] {
  const pointer = definition.roles?.[role];
  if (!isListPointer(pointer)) return [];
  const items = valueAt(answers, pointer.pointer);
  if (!Array.isArray(items)) return [];
  return items.map((item) => {
    const out: Record<string, unknown> = {};
    for (const [part, p] of Object.entries(pointer.itemRoles)) {
      const v = valueAt(item, p);
      if (present(v)) out[part] = v;
    }
    return out;
  });
}

/** What the server stores of the answers (submissions.facts): every value and group role with a value. */
export type RoleFacts = Partial<Record<RoleName, unknown>>;

/**
 * The facts of one submission: each scalar role's value and each object role's parts. The database computes
 * the same object on every write (migration 0017 `submission_facts`); roleFacts.test.ts holds them equal.
 */
export function roleFacts(definition: Roled, answers: unknown): RoleFacts {
  const facts: RoleFacts = {};
  for (const [role, pointer] of Object.entries(definition.roles ?? {})) {
    if (!isRoleName(role) || pointer === undefined || isListPointer(pointer)) continue;
    if (typeof pointer === 'string') {
      const v = valueAt(answers, pointer);
      if (present(v)) facts[role] = v;
    } else {
      const parts = readGroup(definition, answers, role);
      if (Object.keys(parts).length) facts[role] = parts;
    }
  }
  return facts;
}

/** A fact as text ('' when absent). */
export const factText = (facts: unknown, role: RoleName, part?: string): string => {
  const f = (facts ?? {}) as Record<string, unknown>;
  const v = part ? ((f[role] ?? {}) as Record<string, unknown>)[part] : f[role];
  return present(v) ? String(v) : '';
};
