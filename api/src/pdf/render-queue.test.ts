/**
 * The PDF render queue (issue 28 item 3): never more than PDF_CONCURRENCY renders at once, a request beyond
 * PDF_QUEUE_MAX waiting answered 503 with Retry-After and its message (unit and through the PDF route), a failed
 * render frees its slot, and real Chromium renders sharing the slots.
 */
import supertest from 'supertest';
import { PDF_BUSY } from '@cp/schemas/messages/platform';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { submissions, units } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { SAMPLE_APPLICATION_DATA } from '../services/documents/samples';
import { closePdfRenderers, getPdfRenderer, isRenderQueueFull } from '.';
import { PdfRenderer } from './pdf-renderer';
import { RenderQueue } from './render-queue';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterAll(() => closePdfRenderers());

describe('RenderQueue', () => {
  it('never runs more than its concurrency at once, and runs every accepted render', async () => {
    const q = new RenderQueue({ concurrency: 3, maxWaiting: 100 });
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        q.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await sleep(1 + (i % 5));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(q.active).toBe(0);
    expect(q.waiting).toBe(0);
    q.dispose();
  });

  it('refuses at once with 503 Unavailable, Retry-After and the busy message beyond maxWaiting', async () => {
    const q = new RenderQueue({ concurrency: 2, maxWaiting: 3, retryAfterSeconds: 7 });
    const gate = deferred();
    const accepted = Array.from({ length: 5 }, () => q.run(() => gate.promise));
    expect(q.active).toBe(2);
    expect(q.waiting).toBe(3);
    const refused = await q.run(() => Promise.resolve()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.Unavailable);
    expect((refused as AppError).retryAfterSeconds).toBe(7);
    expect((refused as AppError).message).toBe(PDF_BUSY);
    expect(isRenderQueueFull(refused)).toBe(true);
    gate.resolve();
    await Promise.all(accepted);
    // Drained: accepted again.
    await expect(q.run(() => Promise.resolve('again'))).resolves.toBe('again');
    q.dispose();
  });

  it('a failed render frees its slot for the next one', async () => {
    const q = new RenderQueue({ concurrency: 1, maxWaiting: 0 });
    const gate = deferred();
    const failing = q.run(() => gate.promise);
    await expect(q.run(() => Promise.resolve())).rejects.toSatisfy(isRenderQueueFull);
    gate.reject(new Error('Chromium fell over'));
    await expect(failing).rejects.toThrow('Chromium fell over');
    expect(q.active).toBe(0);
    await expect(q.run(() => Promise.resolve('next'))).resolves.toBe('next');
    q.dispose();
  });

  it('a render whose browser cannot start fails and frees its slot (PdfRenderer)', async () => {
    const r = new PdfRenderer({ chromiumPath: '/nonexistent/chromium', pages: 1, queueMax: 0 });
    await expect(r.renderPdf('<p>x</p>')).rejects.toThrow();
    expect(r.queue.active).toBe(0);
    await expect(r.renderPdf('<p>x</p>')).rejects.not.toSatisfy(isRenderQueueFull);
    await r.close();
  });

  it('real Chromium: 5 renders on 2 pages never open more than 2 pages, each a PDF', async () => {
    const r = new PdfRenderer({ chromiumPath: '/usr/bin/chromium', pages: 2, queueMax: 10 });
    try {
      const browser = await r.getBrowser();
      const baseline = (await browser.pages()).length;
      let peak = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, r.queue.active, (await browser.pages()).length - baseline);
          await sleep(5);
        }
      })();
      const pdfs = await Promise.all(Array.from({ length: 5 }, (_, i) => r.renderPdf(`<h1>Page ${i}</h1>`)));
      sampling = false;
      await sampler;
      for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThanOrEqual(2);
    } finally {
      await r.close();
    }
  }, 60_000);
});

describe('the PDF route with a full render queue', () => {
  let t: TestApp;
  const chromiumPath = '/nonexistent/chromium-for-busy-test';
  beforeAll(async () => {
    t = await createTestApp({ chromiumPath });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After and the busy message, then renders again once a slot is free', async () => {
    const db = t.ctx.db;
    const [cpg] = await db
      .insert(units)
      .values({ kind: 'company', code: 'CPG', name: 'Container Port Group', emailTemplate: 'CPG' })
      .returning();
    const [{ id }] = await db
      .insert(submissions)
      .values({
        companyId: cpg.id,
        email: 'ap@harbor.example',
        status: 'APPROVED',
        denialCode: '',
        customerCode: 'HARB01',
        approvedAmount: '20000',
        form: 'credit-application',
        formFamily: 'application-six',
        applicationNumber: 'CPG1001',
        data: SAMPLE_APPLICATION_DATA,
      })
      .returning();
    const u = await createTestUser(db, { security: 'ADMIN', unitIds: [cpg.id] });
    const admin: ReturnType<typeof supertest.agent> = await signedInAgent(t.app, u.email);
    // The process's renderer for this Chromium path: one page, one waiting; both taken.
    const renderer = getPdfRenderer(chromiumPath, { concurrency: 1, queueMax: 1 });
    const gate = deferred();
    const held = [renderer.queue.run(() => gate.promise), renderer.queue.run(() => gate.promise)];
    const res = await admin.get('/api/Application/getApplicationPdf').set('id', id);
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatchObject({ success: false, message: PDF_BUSY });
    gate.resolve();
    await Promise.all(held);
    // Slots free: the render is attempted (this Chromium path does not exist: the spec's failure, not busy).
    const after = await admin.get('/api/Application/getApplicationPdf').set('id', id);
    expect(after.status).toBe(503);
    expect(after.headers['retry-after']).toBeUndefined();
    expect(after.body.message).not.toBe(PDF_BUSY);
  });
});
