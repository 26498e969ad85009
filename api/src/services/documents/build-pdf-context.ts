/**
 * Turns a submission into the context of the 'submission' PDF page: every section, group and field of the
 * form definition in the order of its layout tree with its label and formatted value, the trade references, the signature,
 * and for staff copies the decision block.
 */
import { formatDate, formatValue, isAccountNumber, maskAccountNumber } from '@cp/schemas/formats';
import { displayValue, humanize, propertiesOf } from '@cp/schemas/forms/describe';
import { fieldOrder } from '@cp/schemas/forms/layout';
import { factText, readRole, readRoleText, type RoleName } from '@cp/schemas/forms/roles';
import type { FormDefinition, JsonSchema } from '@cp/schemas/forms/types';
import type { PdfField, PdfSection, PdfTable, SubmissionPdfContext } from '@cp/templates/pdf/submission';
import type { submissions, units } from '../../db/schema';
import { withCleanFileNames } from '../../files/sanitize-name';

type Submission = typeof submissions.$inferSelect;
type Unit = typeof units.$inferSelect;

/** The signer roles: their fields print in the signature block, not among the section's fields. */
const SIGNER_ROLES: RoleName[] = ['signerName', 'signerTitle', 'signatureDate'];
const signatureFields = (definition: FormDefinition) =>
  new Set(
    SIGNER_ROLES.map((role) => definition.roles[role]).flatMap((p) =>
      typeof p === 'string' && p.split('/').length === 2 ? [p.slice(1)] : [],
    ),
  );

/** Field names as the forms submit them: camelCase, or Capitalised in the activation short form. */
function pick(data: unknown, name: string): unknown {
  if (!data || typeof data !== 'object') return undefined;
  const rec = data as Record<string, unknown>;
  if (name in rec) return rec[name];
  const key = Object.keys(rec).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : rec[key];
}

const field = (label: string, value: string): PdfField => ({ label, value, wide: value.length > 42 });
const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

type Node = JsonSchema & { title?: string };
type PdfCopyKind = BuildPdfContextInput['copy'];
/** A field's label: the definition's (by dotted path), else its schema title, else its name in words. */
const titleOf = (definition: FormDefinition, path: string, node: Node | undefined) =>
  definition.labels[path] ??
  (typeof node?.title === 'string' ? node.title : humanize(path.slice(path.lastIndexOf('.') + 1)));
const itemsOf = (node: Node | undefined): Node | undefined =>
  node?.items && typeof node.items === 'object' ? (node.items as Node) : undefined;

/**
 * A value as text in its field's display format (the definition's `formats`, by dotted path). Only the
 * customer's own signed copy shows a bank account number whole; every other copy its last four digits.
 */
function leafValue(definition: FormDefinition, path: string, value: unknown, copy: PdfCopyKind): string {
  if (isEmpty(value)) return '';
  if (copy !== 'customer' && isAccountNumber(path)) return maskAccountNumber(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const code = pick(value, 'code');
    const v = pick(value, 'value');
    if (code !== undefined) return [code, v].filter((x) => !isEmpty(x)).join(': ');
    return Object.values(value)
      .filter((x) => !isEmpty(x))
      .map(String)
      .join(', ');
  }
  return displayValue(definition, path, value);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const COLUMN_ORDER = ['company', 'contact', 'phone', 'email'];
const ADDRESS_PARTS = ['address', 'address1', 'address2', 'city', 'state', 'zip', 'country'];

/**
 * A list of records (the trade references) as a table: company, contact, phone, email, then the address
 * parts joined in one column so every value fits its cell.
 */
function tradeReferences(
  definition: FormDefinition,
  name: string,
  node: Node | undefined,
  value: unknown,
  copy: PdfCopyKind,
): PdfTable | undefined {
  const list = (Array.isArray(value) ? value : []).filter(isRecord);
  const items = itemsOf(node);
  const declared = items ? (propertiesOf(items) as Record<string, Node>) : undefined;
  const keys = (declared ? Object.keys(declared) : [...new Set(list.flatMap((r) => Object.keys(r)))]).filter(
    (k) => !k.startsWith('_'),
  );
  const rank = (k: string) => (COLUMN_ORDER.includes(k) ? COLUMN_ORDER.indexOf(k) : COLUMN_ORDER.length);
  const plain = keys.filter((k) => !ADDRESS_PARTS.includes(k)).sort((a, b) => rank(a) - rank(b));
  const address = ADDRESS_PARTS.filter((k) => keys.includes(k));
  const rows = list
    .map((ref) => [
      ...plain.map((k) => leafValue(definition, `${name}.${k}`, pick(ref, k), copy)),
      ...(address.length
        ? [
            address
              .map((k) => leafValue(definition, `${name}.${k}`, pick(ref, k), copy))
              .filter(Boolean)
              .join(', '),
          ]
        : []),
    ])
    .filter((cells) => cells.some((c) => c !== ''));
  if (rows.length === 0) return undefined;
  const columns = [
    ...plain.map((k) => titleOf(definition, `${name}.${k}`, declared?.[k])),
    ...(address.length ? ['Address'] : []),
  ];
  return { columns, rows };
}

export interface BuildPdfContextInput {
  submission: Submission;
  unit: Unit;
  /** the version the submission was invited on (api forms/definitions.ts) */
  definition: FormDefinition;
  copy: 'staff' | 'customer';
  approvedByName?: string;
  now?: Date;
}

export function buildSubmissionPdfContext(input: BuildPdfContextInput): SubmissionPdfContext {
  const { submission: s, unit, definition } = input;
  const data = withCleanFileNames(s.data ?? {});
  const props = propertiesOf(definition.schema) as Record<string, Node>;
  const sections: PdfSection[] = [];
  const signed = signatureFields(definition);

  for (const step of definition.steps) {
    const fields: PdfField[] = [];
    let table: PdfTable | undefined;
    const dataFields = step.fields.filter((f) => !signed.has(f));
    for (const name of dataFields) {
      const group = step.groups?.find((g) => g.fields[0] === name);
      if (group) fields.push({ label: group.label, value: '', heading: true });
      const node = props[name];
      const value = pick(data, name);
      if (itemsOf(node)?.type === 'object' || (Array.isArray(value) && value.some(isRecord))) {
        table = tradeReferences(definition, name, node, value, input.copy) ?? table;
        continue;
      }
      const sub = node?.type === 'object' ? (propertiesOf(node) as Record<string, Node>) : undefined;
      if (sub && !('code' in sub && 'value' in sub)) {
        const title = titleOf(definition, name, node);
        // A group inside a larger section gets its own sub-heading (the company address among the company fields).
        if (dataFields.length > 1 && title !== step.title)
          fields.push({ label: title, value: '', heading: true });
        // In the order the form shows them (the layout tree's).
        for (const k of fieldOrder(definition.layout, `/${name}`, Object.keys(sub))) {
          const n = sub[k];
          if (!k.startsWith('_'))
            fields.push(
              field(
                titleOf(definition, `${name}.${k}`, n),
                leafValue(definition, `${name}.${k}`, pick(value, k), input.copy),
              ),
            );
        }
        continue;
      }
      fields.push(field(titleOf(definition, name, node), leafValue(definition, name, value, input.copy)));
    }
    if (table || fields.some((f) => f.value !== '')) sections.push({ title: step.title, fields, table });
  }

  const isActivation = s.form === 'customer-activation';
  const signatureName = readRoleText(definition, data, 'signerName');
  const signatureDate = formatDate(readRole(definition, data, 'signatureDate') ?? s.signatureDate);
  return {
    brand: unit.emailTemplate ?? 'CPG',
    brandName: unit.theme?.displayName?.trim() || unit.name,
    unitName: unit.name,
    title: isActivation ? 'Customer Activation' : 'Credit Application',
    applicationNumber: s.applicationNumber ?? '',
    companyName: factText(s.facts, 'legalName') || readRoleText(definition, data, 'legalName') || undefined,
    status: s.status || undefined,
    submittedOn: signatureDate || undefined,
    sections,
    signature: signatureName
      ? { name: signatureName, title: readRoleText(definition, data, 'signerTitle'), date: signatureDate }
      : undefined,
    decision:
      input.copy === 'staff' ? decisionBlock(s, definition, isActivation, input.approvedByName) : undefined,
    generatedOn: formatDate(input.now ?? new Date()),
  };
}

function decisionBlock(
  s: Submission,
  definition: FormDefinition,
  isActivation: boolean,
  approvedBy?: string,
): PdfField[] {
  const rows: Array<[string, string]> = [
    ['Status', s.status],
    ['Customer Code', s.customerCode],
    [
      'Requested Amount',
      formatValue('money', s.amountReq ?? readRole(definition, s.data, 'amountRequested')),
    ],
    ['Approved Amount', formatValue('money', s.approvedAmount)],
    ['Payment Terms', s.paymentTerms],
    ...(isActivation ? [] : ([['Net Terms', s.netTerms]] as Array<[string, string]>)),
    ...(isActivation ? [] : ([['COD', s.isCod ? 'Yes' : 'No']] as Array<[string, string]>)),
    ['Denial Code', s.denialCode],
    ['Approved / Denied By', approvedBy ?? ''],
    ['Approved / Denied Date', formatDate(s.approvedOrDeniedDate)],
    ['Invited On', formatDate(s.notifiedDate ?? s.addDate)],
    ['Submitted On', formatDate(s.signatureDate ?? readRole(definition, s.data, 'signatureDate'))],
  ];
  return rows.map(([label, value]) => ({ label, value: value ?? '' }));
}
