/**
 * File names carry no bidi control or other format character (files/sanitize-name.ts): 'invoice\u202Efdp.exe'
 * shows as 'invoiceexe.pdf' otherwise. Uploads store them clean, and names stored before are shown clean:
 * in the answers, the details and lists, the Email log and every download's Content-Disposition.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { files, emailMessages, submissions, units } from '../db/schema';
import { samplePdf } from '../test/documents';
import { createCompanyWithDivision, createSubmission } from '../test/factories';

const RLO = '\u202e';
/** Any bidi control or other format character, raw or percent-encoded in a header. */
const dirty = /[\p{Cf}\p{Cc}]|%E2%80%AE|%E2%81%A6/iu;

let t: TestApp;
let staff: ReturnType<typeof supertest.agent>;
let companyId: string;
let divisionId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    company: { id: companyId },
    division: { id: divisionId },
  } = await createCompanyWithDivision(t.ctx.db));
  const user = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  staff = await signedInAgent(t.app, user.email);
});
afterAll(() => t.close());

const binary = (res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const download = (req: supertest.Test) => req.buffer(true).parse(binary as never);

describe('file names with bidi controls', () => {
  it('are stored and answered without them, on every upload path', async () => {
    const link = await createSubmission(t.ctx.db, { companyId, divisionId });
    const customer = await supertest(t.app)
      .post('/api/application/setInviteTradeReferences')
      .set({ id: link.id, email: link.email })
      .field('FileName', `invoice${RLO}fdp.pdf`)
      .attach('TradeReferenceDocument', samplePdf(), 'refs.pdf')
      .expect(200);
    expect(customer.body.data.tradeReferencesFileName).toBe(`invoicefdp_${link.id}.pdf`);
    const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, link.id));
    expect(row.data.tradeReferencesFileName).toBe(`invoicefdp_${link.id}.pdf`);
    const [file] = await t.ctx.db.select().from(files).where(eq(files.id, row.tradeReferencesFileId!));
    expect(file.name).toBe(`invoicefdp_${link.id}.pdf`);

    const application = await createSubmission(t.ctx.db, { companyId, divisionId, status: 'NEW' });
    const byStaff = await staff
      .post(`/api/v1/applications/${application.id}/trade-references`)
      .field('FileName', `\u2066quote\u2069${RLO}fdp.docx.pdf`)
      .attach('TradeReferenceDocument', samplePdf(), 'refs.pdf')
      .expect(200);
    expect(byStaff.body.data.tradeReferencesFileName).toBe(`quotefdp.docx_${application.id}.pdf`);

    const packet = await staff
      .post(`/api/v1/divisions/${divisionId}/packet`)
      .attach('OnboardingDocument', samplePdf(), `pack${RLO}fdp.pdf`)
      .expect(200);
    expect(packet.body.data.fileName).toBe('packfdp.pdf');
    const café = await staff
      .post(`/api/v1/divisions/${divisionId}/packet`)
      .attach('OnboardingDocument', samplePdf(), 'Café packet.pdf')
      .expect(200);
    expect(café.body.data.fileName).toBe('Café packet.pdf');
  });

  it('stored before are shown without them', async () => {
    const db = t.ctx.db;
    const storeRaw = async (name: string, ownerId: string, kind: 'upload' | 'packet') => {
      const data = samplePdf();
      const [row] = await db
        .insert(files)
        .values({
          kind,
          name,
          contentType: 'application/pdf',
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          data,
          ownerId,
        })
        .returning();
      return row.id;
    };
    const oldName = `old${RLO}fdp.pdf`;
    const record = await createSubmission(db, {
      companyId,
      divisionId,
      data: { tradeReferencesFileName: oldName },
    });
    const fileId = await storeRaw(oldName, record.id, 'upload');
    await db.update(submissions).set({ tradeReferencesFileId: fileId }).where(eq(submissions.id, record.id));
    const packetId = await storeRaw(`packet${RLO}fdp.pdf`, divisionId, 'packet');
    await db.update(units).set({ onboardingPacketFileId: packetId }).where(eq(units.id, divisionId));
    const [mail] = await db
      .insert(emailMessages)
      .values({
        payload: {
          resolvedAttachments: [{ fileId, filename: oldName, contentType: 'application/pdf', size: 1 }],
        },
        status: 'sent',
        toAddress: 'buyer@example.test',
        subject: 'Your documents',
      })
      .returning();
    const link = { id: record.id, email: record.email };

    const shown: Record<string, unknown> = {
      'customer record': (
        await supertest(t.app).get('/api/Application/getInviteApplication').set(link).expect(200)
      ).body.data.data.tradeReferencesFileName,
      'customer download': (
        await download(supertest(t.app).get('/api/application/getInviteTradeReferences').set(link)).expect(
          200,
        )
      ).headers['content-disposition'],
      'staff details': (await staff.get(`/api/v1/applications/${record.id}`).expect(200)).body.data
        .tradeReferencesFileName,
      'staff file list': (await staff.get(`/api/v1/applications/${record.id}/trade-references`).expect(200))
        .body[0].fileName,
      'staff download': (
        await download(staff.get(`/api/v1/applications/${record.id}/files/${fileId}`)).expect(200)
      ).headers['content-disposition'],
      'spec download': (
        await download(staff.get('/api/Application/getTradeReferencesFile').set('id', record.id)).expect(200)
      ).headers['content-disposition'],
      'division packet': (await staff.get(`/api/v1/divisions/${divisionId}`).expect(200)).body.packet
        .fileName,
      'packet download': (await download(staff.get(`/api/v1/divisions/${divisionId}/packet`)).expect(200))
        .headers['content-disposition'],
      'email log attachment': (await staff.get(`/api/v1/email-log/${mail.id}`).expect(200)).body
        .attachments[0].filename,
      'email log download': (
        await download(staff.get(`/api/v1/email-log/${mail.id}/attachments/${fileId}`)).expect(200)
      ).headers['content-disposition'],
    };
    for (const [where, value] of Object.entries(shown)) {
      expect([where, typeof value]).toEqual([where, 'string']);
      expect([where, dirty.test(String(value))]).toEqual([where, false]);
    }
    expect(shown['customer record']).toBe('oldfdp.pdf');
    expect(shown['staff download']).toBe(`attachment; filename="oldfdp.pdf"; filename*=UTF-8''oldfdp.pdf`);
  });
});
