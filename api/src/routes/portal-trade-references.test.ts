/** Trade-reference upload and download through the customer link. */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  ALREADY_SUBMITTED,
  TRADE_REFERENCES_NOT_FOUND,
  UPLOAD_MISSING,
  UPLOAD_TOO_LARGE,
  UPLOAD_WRONG_TYPE,
} from '@cp/schemas/messages/portal';
import { files, submissions } from '../db/schema';
import { MAX_UPLOAD_BYTES } from '../files/check-upload';
import { sampleDoc, sampleDocx, samplePdf } from '../test/documents';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { portalTestApp } from '../test/portal-app';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createTestDb, type TestDatabase } from '../test/test-db';

let t: TestDatabase;
let app: ReturnType<typeof portalTestApp>;
let units_: Awaited<ReturnType<typeof createCompanyWithDivision>>;

const UPLOAD = '/api/application/setInviteTradeReferences';
const DOWNLOAD = '/api/application/getInviteTradeReferences';
const EMAIL = 'refs@example.test';

beforeAll(async () => {
  t = await createTestDb();
  app = portalTestApp(t.db);
  units_ = await createCompanyWithDivision(t.db, { code: 'WDX' }, { code: 'WDD' });
});
afterAll(async () => {
  await t.close();
});

const newApplication = (data: Record<string, unknown> = {}) =>
  createSubmission(t.db, {
    formFamily: 'application-eight',
    companyId: units_.company.id,
    divisionId: units_.division.id,
    email: EMAIL,
    data,
  });
const rowOf = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];

const upload = (id: string, name: string, content: Buffer, email = EMAIL) =>
  request(app)
    .post(UPLOAD)
    .set({ id, email })
    .field('Application_id', id)
    .field('FileName', name)
    .attach('TradeReferenceDocument', content, name);

const download = (id: string, email = EMAIL) =>
  request(app)
    .get(DOWNLOAD)
    .set({ id, email })
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

describe('POST /api/application/setInviteTradeReferences', () => {
  it('stores the document under its name + the application id and clears the other options', async () => {
    const s = await newApplication({
      companyName: 'ACME',
      tradeRefInfo: [{ company: 'A' }, { company: 'B' }],
      tradeReferencesSkipped: true,
    });
    const pdf = samplePdf('our references');
    const res = await upload(s.id, 'My References.pdf', pdf).expect(200);
    const storedName = `My References_${s.id}.pdf`;
    expect(res.body).toMatchObject({ success: true, data: { tradeReferencesFileName: storedName } });

    const row = await rowOf(s.id);
    expect(row.data).toMatchObject({
      companyName: 'ACME',
      tradeReferencesFileName: storedName,
      tradeRefInfo: [],
      tradeReferencesSkipped: false,
    });
    expect(row.version).toBe(2);

    const file = await download(s.id).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename="${storedName}"`);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
  });

  it.each([
    ['refs.doc', sampleDoc(), 'application/msword'],
    ['refs.docx', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts %s and serves it with its type', async (name, content, type) => {
    const s = await newApplication();
    await upload(s.id, name, content).expect(200);
    const file = await download(s.id).expect(200);
    expect(file.headers['content-type']).toBe(type);
  });

  it('replaces an earlier upload and drops the old file', async () => {
    const s = await newApplication();
    await upload(s.id, 'first.pdf', samplePdf('first')).expect(200);
    const firstId = (await rowOf(s.id)).tradeReferencesFileId!;
    await upload(s.id, 'second.docx', sampleDocx()).expect(200);
    expect((await rowOf(s.id)).data.tradeReferencesFileName).toBe(`second_${s.id}.docx`);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, firstId))).toEqual([]);
  });

  it.each([
    ['a disguised executable', 'refs.pdf', Buffer.from('MZ not really a pdf'), 400, UPLOAD_WRONG_TYPE],
    ['an image', 'refs.png', samplePdf(), 400, UPLOAD_WRONG_TYPE],
    [
      'a file over 10 MB',
      'big.pdf',
      Buffer.concat([samplePdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]),
      413,
      UPLOAD_TOO_LARGE,
    ],
  ])('refuses %s', async (_label, name, content, status, message) => {
    const s = await newApplication();
    const res = await upload(s.id, name, content).expect(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect((await rowOf(s.id)).tradeReferencesFileId).toBeNull();
  });

  it('refuses a request without a file', async () => {
    const s = await newApplication();
    const res = await request(app)
      .post(UPLOAD)
      .set({ id: s.id, email: EMAIL })
      .field('Application_id', s.id)
      .expect(400);
    expect(res.body.message).toBe(UPLOAD_MISSING);
  });

  it('refuses a wrong email, another record, and a submitted application', async () => {
    const s = await newApplication();
    await upload(s.id, 'refs.pdf', samplePdf(), 'x@y.test').expect(404);
    const submitted = await newApplication();
    await request(app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: submitted.id, email: EMAIL, data: sampleFor('application-eight'), submit: true })
      .expect(200);
    const res = await upload(submitted.id, 'refs.pdf', samplePdf()).expect(409);
    expect(res.body.message).toBe(ALREADY_SUBMITTED);
  });
});

describe('GET /api/application/getInviteTradeReferences', () => {
  it('answers 404 when nothing was uploaded, or when manual entry cleared the name', async () => {
    const s = await newApplication();
    const none = await download(s.id).expect(404);
    expect(JSON.parse(String(none.body))).toMatchObject({
      success: false,
      message: TRADE_REFERENCES_NOT_FOUND,
    });

    await upload(s.id, 'refs.pdf', samplePdf()).expect(200);
    await request(app)
      .post('/api/Application/setInviteApplication')
      .send({
        _id: s.id,
        email: EMAIL,
        data: { tradeReferencesFileName: '', tradeRefInfo: [{ company: 'X' }] },
      })
      .expect(200);
    await download(s.id).expect(404);
  });

  it("does not serve another record's document", async () => {
    const s = await newApplication();
    await upload(s.id, 'refs.pdf', samplePdf()).expect(200);
    await download(s.id, 'x@y.test').expect(404);
    await download('not-a-uuid').expect(404);
  });
});
