/** The PDF calls through HTTP: file names, the staff and customer copies, scope, and the spec's messages. */
import { execFileSync } from 'node:child_process';
import supertest from 'supertest';
import { PDF_ACTIVATION_ERROR, PDF_APPLICATION_ERROR } from '@cp/schemas/messages/documents';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { submissions, units } from '../db/schema';
import { closePdfRenderers } from '../pdf';
import { SAMPLE_ACTIVATION_DATA, SAMPLE_APPLICATION_DATA } from '../services/documents/samples';

type Agent = ReturnType<typeof supertest.agent>;
let t: TestApp;
let admin: Agent;
let otherAdmin: Agent;
let appId: string;
let actId: string;

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
const binary = (req: supertest.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const [cpg] = await db
    .insert(units)
    .values({ kind: 'company', code: 'CPG', name: 'Container Port Group', emailTemplate: 'CPG' })
    .returning();
  const [uwl] = await db
    .insert(units)
    .values({ kind: 'company', code: 'UWL', name: 'UWL', emailTemplate: 'UWL' })
    .returning();
  const base = {
    companyId: cpg.id,
    email: 'ap@harbor.example',
    status: 'APPROVED' as const,
    denialCode: '',
    customerCode: 'HARB01',
    approvedAmount: '20000',
  };
  [{ id: appId }] = await db
    .insert(submissions)
    .values({
      ...base,
      form: 'credit-application',
      formFamily: 'application-six',
      applicationNumber: 'CPG1001',
      data: SAMPLE_APPLICATION_DATA,
    })
    .returning();
  [{ id: actId }] = await db
    .insert(submissions)
    .values({
      ...base,
      form: 'customer-activation',
      formFamily: 'activation-cpg',
      applicationNumber: 'CPG2002',
      data: SAMPLE_ACTIVATION_DATA,
    })
    .returning();
  const a = await createTestUser(db, { security: 'ADMIN', unitIds: [cpg.id] });
  const o = await createTestUser(db, { security: 'ADMIN', unitIds: [uwl.id] });
  admin = await signedInAgent(t.app, a.email);
  otherAdmin = await signedInAgent(t.app, o.email);
});
afterAll(async () => {
  await closePdfRenderers();
  await t.close();
});

describe('PDF calls', () => {
  it('GET /api/Application/getApplicationPdf answers the staff copy as "Application # N.pdf"', async () => {
    const res = await binary(admin.get('/api/Application/getApplicationPdf').set('id', appId));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Application # CPG1001.pdf"');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Harbor Freight Traders LLC');
    expect(text).toContain('DECISION');
  });

  it('GET /api/CustomerActivation/getPdf answers "Customer Activation # N.pdf"', async () => {
    const res = await binary(admin.get('/api/CustomerActivation/getPdf').set('id', actId));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Customer Activation # CPG2002.pdf"');
    expect(pdfText(res.body as Buffer)).toContain('Quayside Imports Inc');
  });

  it('GET /api/Application/getInviteApplicationPdf needs the link (id and email) and leaves the decision out', async () => {
    const res = await binary(
      supertest(t.app)
        .get('/api/Application/getInviteApplicationPdf')
        .set('id', appId)
        .set('email', 'AP@harbor.example'),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Application # CPG1001.pdf"');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Harbor Freight Traders LLC');
    expect(text).not.toContain('DECISION');
  });

  it.each([
    [
      'an id of the other form',
      () => admin.get('/api/Application/getApplicationPdf').set('id', actId),
      404,
      PDF_APPLICATION_ERROR,
    ],
    [
      'an unknown id',
      () => admin.get('/api/CustomerActivation/getPdf').set('id', '00000000-0000-4000-8000-000000000000'),
      404,
      PDF_ACTIVATION_ERROR,
    ],
    [
      'a malformed id',
      () => admin.get('/api/CustomerActivation/getPdf').set('id', 'nope'),
      404,
      PDF_ACTIVATION_ERROR,
    ],
    [
      'an admin of another company',
      () => otherAdmin.get('/api/Application/getApplicationPdf').set('id', appId),
      404,
      PDF_APPLICATION_ERROR,
    ],
    [
      'a customer link of an activation',
      () =>
        supertest(t.app)
          .get('/api/Application/getInviteApplicationPdf')
          .set('id', actId)
          .set('email', 'ap@harbor.example'),
      404,
      PDF_APPLICATION_ERROR,
    ],
    [
      'a customer link without its email',
      () => supertest(t.app).get('/api/Application/getInviteApplicationPdf').set('id', appId),
      404,
      PDF_APPLICATION_ERROR,
    ],
    [
      'a customer link with another email',
      () =>
        supertest(t.app)
          .get('/api/Application/getInviteApplicationPdf')
          .set('id', appId)
          .set('email', 'someone@else.example'),
      404,
      PDF_APPLICATION_ERROR,
    ],
  ])('refuses %s with the spec message', async (_label, call, status, message) => {
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('refuses staff calls without a session', async () => {
    const res = await supertest(t.app).get('/api/Application/getApplicationPdf').set('id', appId);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});
