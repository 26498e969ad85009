import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { submissions, units } from '../../db/schema';
import { PdfRenderer } from '../../pdf/pdf-renderer';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { SAMPLE_APPLICATION_DATA, SAMPLE_APPLICATION_TEXT } from './samples';
import { getSubmissionPdf } from './submission-pdf';
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';

/** What a value of the sample must look like in the document (back-office.md §9 formats), by field name. */
function expectedTexts(key: string, v: unknown): string[] {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v.flatMap((x) => expectedTexts(key, x));
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('code' in o && 'value' in o) return [`${String(o.code)}: ${String(o.value)}`];
    return Object.entries(o).flatMap(([k, x]) => expectedTexts(k, x));
  }
  if (typeof v === 'boolean') return [v ? 'Yes' : 'No'];
  const s = String(v);
  const d = s.replace(/\D/g, '');
  if (/phone/i.test(key)) return [`${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 10)}`];
  if (key === 'duns') return [`${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`];
  if (/fedTax|federalTax/i.test(key)) return [`${d.slice(0, 2)}-${d.slice(2)}`];
  if (/amount|revenue/i.test(key)) return [`$${Number(v).toLocaleString('en-US')}`];
  if (key === 'numberEmployees') return [Number(v).toLocaleString('en-US')];
  if (/Date$/.test(key)) return [`${s.slice(5, 7)}/${s.slice(8, 10)}/${s.slice(0, 4)}`];
  return [s];
}

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

let t: TestDatabase;
let printer: PdfRenderer;
let unitId: string;

beforeAll(async () => {
  t = await createTestDb();
  printer = new PdfRenderer({ chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pages: 2 });
  const [u] = await t.db
    .insert(units)
    .values({ kind: 'company', code: 'UWL', name: 'UWL', prefix: 'UWL', emailTemplate: 'UWL' })
    .returning();
  unitId = u.id;
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

async function submission(values: Partial<typeof submissions.$inferInsert>) {
  const [s] = await t.db
    .insert(submissions)
    .values({
      form: 'credit-application',
      formFamily: 'application-eight',
      companyId: unitId,
      email: 'ap@x.example',
      ...values,
    })
    .returning();
  return s;
}

describe('submission PDF', () => {
  it.each(FORM_KEYS)('shows every field value of the full %s sample in declared order', async (key) => {
    const definition = getFormDefinition(key);
    const data = sampleFor(key);
    const s = await submission({
      form: definition.form,
      formFamily: key,
      applicationNumber: `S-${key}`,
      status: 'NEW',
      data,
      signatureDate: new Date('2026-11-20T12:00:00Z'),
    });
    const pdf = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'customer', printer });
    const text = pdfText(pdf.data);
    const values = Object.entries(data).flatMap(([k, v]) =>
      k === 'termsAndConditions' || k === 'copyCompanyAddress' ? [] : expectedTexts(k, v),
    );
    expect(values.length).toBeGreaterThan(15);
    for (const value of values) expect(text, `${key}: ${value}`).toContain(value);
    expect(text).toContain('11/20/2026');
    const titles = definition.steps.map((st) => st.title.toUpperCase()).filter((st) => text.includes(st));
    expect(titles.map((st) => text.indexOf(st))).toEqual(
      [...titles.map((st) => text.indexOf(st))].sort((a, b) => a - b),
    );
  });

  it('lays a record out by its pinned definition, with the decision for staff', async () => {
    const s = await submission({
      applicationNumber: 'UWL1042',
      status: 'APPROVED',
      data: SAMPLE_APPLICATION_DATA,
      approvedAmount: '20000',
      netTerms: 'Net 30',
      paymentTerms: 'ACH',
      customerCode: 'HARB01',
      approvedOrDeniedDate: new Date('2026-11-21T10:00:00Z'),
      // Set at submit; the date the answers hold is read only through a form's signatureDate role.
      signatureDate: new Date('2026-11-20T12:00:00Z'),
    });
    const pdf = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'staff', printer });
    expect(pdf.filename).toBe('Application # UWL1042.pdf');
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.data);
    for (const value of SAMPLE_APPLICATION_TEXT) expect(text).toContain(value);
    for (const value of [
      'Credit Application # UWL1042',
      'DECISION',
      'APPROVED',
      '$20,000',
      'HARB01',
      'Net 30',
      '11/21/2026',
    ])
      expect(text).toContain(value);
  });

  it('leaves the decision block out of the customer copy', async () => {
    const s = await submission({
      applicationNumber: 'UWL1043',
      status: 'DENIED',
      denialCode: 'SECRETCODE',
      data: SAMPLE_APPLICATION_DATA,
    });
    const pdf = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'customer', printer });
    const text = pdfText(pdf.data);
    expect(text).toContain('Harbor Freight Traders LLC');
    expect(text).toContain('000123456789');
    expect(text).not.toContain('SECRETCODE');
    expect(text).not.toContain('DECISION');
  });

  it('names an activation after its number, laid out by its activation definition', async () => {
    const s = await submission({
      form: 'customer-activation',
      formFamily: 'activation-cpg',
      applicationNumber: 'CPG2001',
      status: 'NEW',
      data: sampleFor('activation-cpg'),
    });
    const pdf = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'staff', printer });
    expect(pdf.filename).toBe('Customer Activation # CPG2001.pdf');
    const text = pdfText(pdf.data);
    expect(text).toContain('Customer Activation # CPG2001');
    expect(text).toContain('BANKING INFORMATION (OPTIONAL)');
  });

  it('refuses a record whose form version is not stored rather than guessing a layout', async () => {
    const s = await submission({
      formFamily: 'activation-legacy',
      form: 'customer-activation',
      status: 'NEW',
    });
    await expect(
      getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'staff', printer }),
    ).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('reuses the stored PDF until the record changes', async () => {
    const s = await submission({
      applicationNumber: 'UWL1044',
      status: 'NEW',
      data: SAMPLE_APPLICATION_DATA,
    });
    const first = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'staff', printer });
    const again = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'staff', printer });
    expect(again.fileId).toBe(first.fileId);
    await t.db
      .update(submissions)
      .set({ status: 'PENDING', version: s.version + 1 })
      .where(eq(submissions.id, s.id));
    const changed = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'staff', printer });
    expect(changed.fileId).not.toBe(first.fileId);
    expect(pdfText(changed.data)).toContain('PENDING');
  });

  it('survives a crashed browser by relaunching it', async () => {
    const s = await submission({
      applicationNumber: 'UWL1045',
      status: 'NEW',
      data: SAMPLE_APPLICATION_DATA,
    });
    const browser = await printer.getBrowser();
    browser.process()?.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const pdf = await getSubmissionPdf({ db: t.db, submissionId: s.id, copy: 'customer', printer });
    expect(pdfText(pdf.data)).toContain('UWL1045');
  });
});
