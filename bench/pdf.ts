/**
 * PDF throughput (npm run bench:pdf): the full sample application printed by the PDF service (warm
 * Chromium, page pool) beside a bare puppeteer loop printing the same HTML in the same run, and the p95
 * time of a PDF request through the API (generated, and served from the stored copy).
 * Budget (issue 4): service throughput at least 0.8 of the bare loop.
 */
import { performance } from 'node:perf_hooks';
import puppeteer from 'puppeteer-core';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';
import { renderPdfHtml } from '@cp/templates';
// '@cp/api/*' maps to extensionless sources that TypeScript cannot follow, so the API modules are
// imported by relative path (bench is a script, not a package layer).
import { createTestApp, createTestUser, signedInAgent } from '../api/src/auth/testing';
import { submissions, units } from '../api/src/db/schema';
import { closePdfRenderers } from '../api/src/pdf/index';
import { CHROMIUM_ARGS, PdfRenderer } from '../api/src/pdf/pdf-renderer';
import { signatureFontCss } from '../api/src/pdf/signature-font';
import { buildSubmissionPdfContext } from '../api/src/services/documents/build-pdf-context';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const N = Number(process.env.BENCH_PDFS ?? 40);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** The full sample of the eight-step application, laid out by its form definition. */
function sampleHtml(): string {
  const definition = getFormDefinition('application-eight');
  const submission = {
    form: 'credit-application',
    data: sampleFor('application-eight'),
    applicationNumber: 'UWL1042',
    status: 'APPROVED',
    approvedAmount: '20000',
    customerCode: 'HARB01',
    netTerms: 'Net 30',
    paymentTerms: 'ACH',
    isCod: false,
    denialCode: '',
    amountReq: null,
    approvedOrDeniedDate: new Date(),
    notifiedDate: null,
    signatureDate: new Date(),
    addDate: new Date(),
  };
  const context = buildSubmissionPdfContext({
    submission: submission as unknown as Parameters<typeof buildSubmissionPdfContext>[0]['submission'],
    unit: { name: 'UWL', emailTemplate: 'UWL' } as Parameters<typeof buildSubmissionPdfContext>[0]['unit'],
    definition,
    copy: 'staff',
  });
  return renderPdfHtml('submission', { ...context, signatureFontCss: signatureFontCss() });
}

/** The same work the service does per PDF, on one page, in a plain loop. */
async function bareLoop(html: string): Promise<number> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const once = async () => {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.pdf({ printBackground: true, preferCSSPageSize: true, format: 'letter' });
    };
    for (let i = 0; i < 3; i++) await once();
    const t = performance.now();
    for (let i = 0; i < N; i++) await once();
    return N / ((performance.now() - t) / 1000);
  } finally {
    await browser.close();
  }
}

async function service(html: string, concurrency: number): Promise<number> {
  const renderer = new PdfRenderer({ chromiumPath, pages: 2 });
  try {
    for (let i = 0; i < 3; i++) await renderer.renderPdf(html);
    let next = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < N) await renderer.renderPdf(html);
      }),
    );
    return N / ((performance.now() - t) / 1000);
  } finally {
    await renderer.close();
  }
}

async function apiP95(): Promise<{ generated: number; stored: number }> {
  const t = await createTestApp();
  try {
    const db = t.ctx.db;
    const [unit] = await db
      .insert(units)
      .values({ kind: 'company', code: 'UWL', name: 'UWL', emailTemplate: 'UWL' })
      .returning();
    const [s] = await db
      .insert(submissions)
      .values({
        form: 'credit-application',
        formFamily: 'application-eight',
        companyId: unit.id,
        email: 'ap@harbor.example',
        status: 'NEW',
        applicationNumber: 'UWL1042',
        data: sampleFor('application-eight'),
      })
      .returning();
    const user = await createTestUser(db, { security: 'SUPER ADMIN' });
    const agent = await signedInAgent(t.app, user.email);
    const get = async () => {
      const start = performance.now();
      const res = await agent.get('/api/Application/getApplicationPdf').set('id', s.id).buffer(true);
      if (res.status !== 200) throw new Error(`PDF request answered ${res.status}`);
      return performance.now() - start;
    };
    await get();
    const generated: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      // A new version of the record, so this request generates the PDF again.
      await db.update(submissions).set({ version: i + 2 });
      generated.push(await get());
    }
    const stored: number[] = [];
    for (let i = 0; i < REQUESTS; i++) stored.push(await get());
    return { generated: percentile(generated, 95), stored: percentile(stored, 95) };
  } finally {
    await closePdfRenderers();
    await t.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const html = sampleHtml();
  console.log(`Full sample application: ${(html.length / 1024).toFixed(0)} KB of HTML, ${N} PDFs per run`);
  // Alternating rounds, medians: the machine is shared, so load drifts between runs.
  const raws: number[] = [];
  const services: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    raws.push(await bareLoop(html));
    services.push(await service(html, 1));
  }
  const raw = median(raws);
  const sequential = median(services);
  const pooled = await service(html, 2);
  const ratio = sequential / raw;
  const list = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
  console.log(`bare puppeteer loop (1 page):       ${raw.toFixed(2)} PDFs/s (rounds: ${list(raws)})`);
  console.log(
    `PDF service, one caller at a time:  ${sequential.toFixed(2)} PDFs/s (rounds: ${list(services)})`,
  );
  console.log(`PDF service, 2 callers (page pool): ${pooled.toFixed(2)} PDFs/s`);
  console.log(`ratio service/raw: ${ratio.toFixed(2)} (budget >= 0.80: ${ratio >= 0.8 ? 'met' : 'NOT met'})`);
  const p95 = await apiP95();
  console.log(
    `API GET /api/Application/getApplicationPdf p95: ${p95.generated.toFixed(0)} ms generated, ${p95.stored.toFixed(0)} ms stored copy (${REQUESTS} requests each)`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
