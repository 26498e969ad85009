/**
 * Turns a submission into the context of the 'submission' PDF page: every section and field of the form
 * definition in declared order with its label and formatted value, the trade references, the signature,
 * and for staff copies the decision block.
 */
import type { PdfField, PdfSection, SubmissionPdfContext } from '@cp/templates/pdf/submission';
import type { submissions, units } from '../../db/schema';
import type { PdfFormDefinition, SchemaNode } from './fallback-definitions';
import { formatDate, formatValue, kindOf } from './format';

type Submission = typeof submissions.$inferSelect;
type Unit = typeof units.$inferSelect;

const SIGNATURE_FIELDS = new Set(['signature', 'signaturetitle', 'signaturedate']);

/** Field names as the forms submit them: camelCase, or Capitalised in the activation short form. */
function pick(data: unknown, name: string): unknown {
  if (!data || typeof data !== 'object') return undefined;
  const rec = data as Record<string, unknown>;
  if (name in rec) return rec[name];
  const key = Object.keys(rec).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : rec[key];
}

export function humanize(name: string): string {
  return name
    .replace(/_id$/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
}

const field = (label: string, value: string): PdfField => ({ label, value, wide: value.length > 42 });
const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function leafValue(name: string, node: SchemaNode | undefined, value: unknown): string {
  if (isEmpty(value)) return '';
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const code = pick(value, 'code');
    const v = pick(value, 'value');
    if (code !== undefined) return [code, v].filter((x) => !isEmpty(x)).join(': ');
    return Object.values(value)
      .filter((x) => !isEmpty(x))
      .map(String)
      .join(', ');
  }
  return formatValue(kindOf(name, node as Record<string, unknown>), value);
}

function tradeReferences(node: SchemaNode, value: unknown): SubmissionPdfContext['tradeReferences'] {
  const props = Object.entries(node.items?.properties ?? {}).filter(([k]) => !k.startsWith('_'));
  const rows = (Array.isArray(value) ? value : [])
    .map((ref) => props.map(([k, n]) => leafValue(k, n, pick(ref, k))))
    .filter((cells) => cells.some((c) => c !== ''));
  if (rows.length === 0) return undefined;
  return { columns: props.map(([k, n]) => n.title ?? humanize(k)), rows };
}

export interface BuildPdfContextInput {
  submission: Submission;
  unit: Unit;
  definition: PdfFormDefinition;
  copy: 'staff' | 'customer';
  approvedByName?: string;
  now?: Date;
}

export function buildSubmissionPdfContext(input: BuildPdfContextInput): SubmissionPdfContext {
  const { submission: s, unit, definition } = input;
  const data = s.data ?? {};
  const props = definition.schema.properties ?? {};
  const sections: PdfSection[] = [];
  let refs: SubmissionPdfContext['tradeReferences'];

  for (const step of definition.steps) {
    const fields: PdfField[] = [];
    const many = step.fields.filter((f) => !SIGNATURE_FIELDS.has(f.toLowerCase())).length > 1;
    for (const name of step.fields) {
      if (SIGNATURE_FIELDS.has(name.toLowerCase())) continue;
      const node = props[name];
      const value = pick(data, name);
      if (node?.type === 'array' && node.items?.type === 'object') {
        refs = tradeReferences(node, value) ?? refs;
        continue;
      }
      const sub = node?.type === 'object' ? node.properties : undefined;
      if (sub && !('code' in sub && 'value' in sub)) {
        for (const [k, n] of Object.entries(sub)) {
          if (k.startsWith('_')) continue;
          const label = n.title ?? humanize(k);
          fields.push(
            field(
              many ? `${node?.title ?? humanize(name)} - ${label}` : label,
              leafValue(k, n, pick(value, k)),
            ),
          );
        }
        continue;
      }
      fields.push(field(node?.title ?? humanize(name), leafValue(name, node, value)));
    }
    if (fields.some((f) => f.value !== '')) sections.push({ title: step.title, fields });
  }

  const isActivation = s.form === 'customer-activation';
  const signatureName = String(pick(data, 'signature') ?? '');
  const signatureDate = formatDate(pick(data, 'signatureDate') ?? s.signatureDate);
  return {
    brand: unit.emailTemplate ?? 'CPG',
    unitName: unit.name,
    title: isActivation ? 'Customer Activation' : 'Credit Application',
    applicationNumber: s.applicationNumber ?? '',
    status: s.status || undefined,
    submittedOn: signatureDate || undefined,
    sections,
    tradeReferences: refs,
    signature: signatureName
      ? { name: signatureName, title: String(pick(data, 'signatureTitle') ?? ''), date: signatureDate }
      : undefined,
    decision: input.copy === 'staff' ? decisionBlock(s, isActivation, input.approvedByName) : undefined,
    generatedOn: formatDate(input.now ?? new Date()),
  };
}

function decisionBlock(s: Submission, isActivation: boolean, approvedBy?: string): PdfField[] {
  const rows: Array<[string, string]> = [
    ['Status', s.status],
    ['Customer Code', s.customerCode],
    ['Requested Amount', formatValue('money', s.amountReq ?? pick(s.data, 'amountReq'))],
    ['Approved Amount', formatValue('money', s.approvedAmount)],
    ['Payment Terms', s.paymentTerms],
    ...(isActivation ? [] : ([['Net Terms', s.netTerms]] as Array<[string, string]>)),
    ...(isActivation ? [] : ([['COD', s.isCod ? 'Yes' : 'No']] as Array<[string, string]>)),
    ['Denial Code', s.denialCode],
    ['Approved / Denied By', approvedBy ?? ''],
    ['Approved / Denied Date', formatDate(s.approvedOrDeniedDate)],
    ['Invited On', formatDate(s.notifiedDate ?? s.addDate)],
    ['Submitted On', formatDate(s.signatureDate ?? pick(s.data, 'signatureDate'))],
  ];
  return rows.map(([label, value]) => ({ label, value: value ?? '' }));
}
