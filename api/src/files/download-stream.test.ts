/**
 * An uploaded document goes into the object store under its SHA-256 and its download is streamed from there
 * with its length (issue 28 item 2); identical uploads share one object.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { createTestApp, type TestApp } from '../auth/testing';
import { files, submissions } from '../db/schema';
import { fileStore, setFileStore } from '../storage';
import { startS3StandIn } from '../storage/s3-stand-in';
import { samplePdf } from '../test/documents';
import { createCompanyWithDivision, createSubmission } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const binary = (res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

it.each(['fs', 's3'])('stores an upload once in the %s store and streams it back', async (driver) => {
  const s3 = driver === 's3' ? await startS3StandIn() : undefined;
  const before = s3 ? setFileStore(s3.store()) : undefined;
  try {
    const { company, division } = await createCompanyWithDivision(t.ctx.db);
    const pdf = samplePdf();
    const key = createHash('sha256').update(pdf).digest('hex');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const link = await createSubmission(t.ctx.db, { companyId: company.id, divisionId: division.id });
      await supertest(t.app)
        .post('/api/application/setInviteTradeReferences')
        .set({ id: link.id, email: link.email })
        .attach('TradeReferenceDocument', pdf, 'refs.pdf')
        .expect(200);
      const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, link.id));
      const [file] = await t.ctx.db.select().from(files).where(eq(files.id, row.tradeReferencesFileId!));
      expect(file).toMatchObject({ storageKey: key, sha256: key, size: pdf.length });
      expect(file.data.length).toBe(0);
      ids.push(file.id);

      const res = await supertest(t.app)
        .get('/api/application/getInviteTradeReferences')
        .set({ id: link.id, email: link.email })
        .buffer(true)
        .parse(binary as never)
        .expect(200);
      expect(res.headers['content-length']).toBe(String(pdf.length));
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
    }
    expect(new Set(ids).size).toBe(2);
    expect(await fileStore().head(key)).toMatchObject({ size: pdf.length });
  } finally {
    if (s3) {
      setFileStore(before);
      await s3.close();
    }
  }
});
