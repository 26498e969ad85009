/**
 * Uploads stream (issue 28 item 2, bounded memory): the multipart body is spooled to a temporary file, checked
 * from it region by region and streamed into the object store, never held whole in memory; the spooled file is
 * gone once the request is over, whether the upload was stored, refused or too large.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '@cp/schemas/messages/portal';
import { createTestApp, type TestApp } from '../auth/testing';
import { files, submissions } from '../db/schema';
import { MAX_UPLOAD_BYTES } from '../files/check-upload';
import { FsFileStore, setFileStore, type FileStore } from '../storage';
import { sampleDoc, sampleDocx, zipBombDocx } from '../test/documents';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { uploadSpoolDir } from './document-upload';

/** The store the app writes to, recording what each put received. */
class RecordingStore implements FileStore {
  readonly kind = 'fs' as const;
  readonly puts: Array<{ buffer: boolean; size: number }> = [];
  constructor(private inner: FileStore) {}
  async put(content: Readable | Buffer) {
    const result = await this.inner.put(content);
    this.puts.push({ buffer: Buffer.isBuffer(content), size: result.size });
    return result;
  }
  get = (key: string) => this.inner.get(key);
  head = (key: string) => this.inner.head(key);
  delete = (key: string) => this.inner.delete(key);
  list = () => this.inner.list();
}

let t: TestApp;
let dir: string;
let store: RecordingStore;
let before: FileStore | undefined;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-upload-stream-'));
  store = new RecordingStore(new FsFileStore(dir));
  before = setFileStore(store);
});
afterAll(async () => {
  setFileStore(before);
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** A PDF just under the 10 MB cap: the header, then comment lines. */
function bigPdf(bytes = MAX_UPLOAD_BYTES - 64 * 1024): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  data.write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 0, 'latin1');
  for (let at = 4096; at < data.length; at += 4096) data[at] = 0x0a;
  data.write('\n%%EOF\n', data.length - 7, 'latin1');
  return data;
}

async function upload(name: string, content: Buffer) {
  const { company, division } = await createCompanyWithDivision(t.ctx.db);
  const link = await createSubmission(t.ctx.db, { companyId: company.id, divisionId: division.id });
  const res = await supertest(t.app)
    .post('/api/application/setInviteTradeReferences')
    .set({ id: link.id, email: link.email })
    .attach('TradeReferenceDocument', content, name);
  const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, link.id));
  return { res, row };
}

/** The spooled files left (removed as the response ends, so the test waits a moment for it). */
const spooled = () => readdirSync(uploadSpoolDir());

it('spools a large upload to a file and streams it into the store, then removes the spooled file', async () => {
  const pdf = bigPdf();
  const putsBefore = store.puts.length;
  const { res, row } = await upload('big.pdf', pdf);
  expect(res.status).toBe(200);
  // The store received a stream, not the file in a Buffer.
  expect(store.puts.slice(putsBefore)).toEqual([{ buffer: false, size: pdf.length }]);
  const [file] = await t.ctx.db.select().from(files).where(eq(files.id, row.tradeReferencesFileId!));
  expect(file.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  expect(file.size).toBe(pdf.length);
  await vi.waitFor(() => expect(spooled()).toEqual([]));
});

it.each([
  ['a .docx', 'refs.docx', sampleDocx(), 200],
  ['a .doc', 'refs.doc', sampleDoc(), 200],
  ['a zip bomb', 'refs.docx', zipBombDocx(200 * 1024 * 1024), 400],
  ['a compound file without a Word document', 'refs.doc', sampleDoc('Workbook'), 400],
])('checks %s by content from the spooled file', async (_label, name, content, status) => {
  const putsBefore = store.puts.length;
  const { res, row } = await upload(name, content);
  expect(res.status).toBe(status);
  if (status === 400) {
    expect(res.body).toMatchObject({ success: false, message: UPLOAD_WRONG_TYPE });
    expect(row.tradeReferencesFileId).toBeNull();
    expect(store.puts.length).toBe(putsBefore);
  } else expect(store.puts.slice(putsBefore)).toEqual([{ buffer: false, size: content.length }]);
  await vi.waitFor(() => expect(spooled()).toEqual([]));
});

it('answers a file over the cap 413 as before and leaves nothing behind', async () => {
  const putsBefore = store.puts.length;
  const { res, row } = await upload('big.pdf', bigPdf(MAX_UPLOAD_BYTES + 1));
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject({ success: false, message: UPLOAD_TOO_LARGE });
  expect(row.tradeReferencesFileId).toBeNull();
  expect(store.puts.length).toBe(putsBefore);
  await vi.waitFor(() => expect(spooled()).toEqual([]));
});
