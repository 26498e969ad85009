/**
 * The credit application API through HTTP: the list shape and the §8 wording of each answer. Who may call
 * each action and spec call, with the refusals' messages, is the authorisation matrix's (api/src/test/authz).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, submissions } from '../db/schema';
import type { TestApp } from '../auth/testing';
import { staffAgents, useTestWorld } from '../test/test-world';
import { saveFile } from '../files/save-file';
import { uploadStaffTradeReferences } from '../services/applications/trade-references';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { samplePdf } from '../test/documents';
import { denyOf, type Agent } from '../test/submission-matrix';

let t: TestApp;
let w: ApplicationWorld;

const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env);

/** SENT, NEW, NEW with an uploaded trade-reference file, or APPROVED with a completed DocuSign envelope. */
type Kind = 'SENT' | 'NEW' | 'FILE' | 'SIGNED';

async function record(kind: Kind): Promise<string> {
  const db = t.ctx.db;
  const id = await applicationRecord(db, w, kind === 'SENT' ? 'SENT' : 'NEW');
  if (kind === 'FILE')
    await uploadStaffTradeReferences({
      db,
      actor: w.superAdmin,
      id,
      fileName: 'refs.pdf',
      content: samplePdf(),
    });
  if (kind === 'SIGNED') {
    await db
      .update(submissions)
      .set({ status: 'APPROVED', docuSignEnvelopeId: 'env-1', docuSignCompleted: true })
      .where(eq(submissions.id, id));
    await saveFile(db, {
      kind: 'signed-pdf',
      name: 'signed.pdf',
      contentType: 'application/pdf',
      data: samplePdf('Signed'),
      ownerId: id,
    });
  }
  return id;
}

async function fileOf(id: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: submissions.tradeReferencesFileId })
    .from(submissions)
    .where(eq(submissions.id, id));
  return row.id ?? '';
}

const v1 = '/api/v1/applications';
const ap = '/api/Application';
const approve = () => ({
  customerCode: 'C1',
  netTerms: 'NET 30',
  contacts: [w.anna.id],
  approvedAmount: '2,500',
});
const deny = () => denyOf(w);

describe('files answered', () => {
  it('the trade-reference download is the uploaded document; the DocuSign PDF the signed one', async () => {
    const id = await record('FILE');
    const res = await agents.admin.get(`${ap}/getTradeReferencesFile`).set('id', id).buffer(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`refs_${id}.pdf`);
    const list = await agents.admin.get(`${v1}/${id}/trade-references`);
    expect(list.body).toEqual([
      expect.objectContaining({ fileName: `refs_${id}.pdf`, contentType: 'application/pdf' }),
    ]);
    // A file id of another record does not open through this one.
    const other = await record('FILE');
    const cross = await agents.admin.get(`${v1}/${id}/files/${await fileOf(other)}`);
    expect(cross.status).toBe(404);
    const signed = await record('SIGNED');
    const [file] = await t.ctx.db.select({ id: files.id }).from(files).where(eq(files.ownerId, signed));
    expect(file).toBeDefined();
    expect((await agents.admin.get(`${v1}/${signed}/docusign-pdf`)).headers['content-type']).toBe(
      'application/pdf',
    );
  });
});

describe('lists', () => {
  const list = (a: Agent, filter: Record<string, string>) =>
    a.get(`${v1}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`);

  it('Reviewed rows carry terms, amount or denial code, DUNS and DocuSign; scoped per user', async () => {
    const approved = await record('NEW');
    await agents.admin.post(`${v1}/${approved}/approve`).send(approve()).expect(200);
    const denied = await record('NEW');
    await agents.admin.post(`${v1}/${denied}/deny`).send(deny()).expect(200);
    const res = await list(agents.admin, { status: 'REVIEWED' });
    expect(res.headers['content-range']).toMatch(/^applications 0-\d+\/\d+$/);
    const byId = new Map(res.body.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(approved)).toMatchObject({
      status: 'APPROVED',
      netTerms: 'NET 30',
      approvedAmount: 2500,
      customerCode: 'C1',
      contactNames: ['ANNA'],
      docuSign: { envelopeId: null, completed: false, status: null },
      city: 'Newark',
      zip: '07105',
    });
    expect(byId.get(denied)).toMatchObject({
      status: 'DENIED',
      denialCode: 'CR-1',
      denialDescription: 'Credit risk',
    });
    const onlyDenied = await list(agents.admin, { status: 'REVIEWED', reviewedStatus: 'DENIED' });
    expect(onlyDenied.body.every((r: { status: string }) => r.status === 'DENIED')).toBe(true);
    expect(
      (await list(agents.otherAdmin, { status: 'REVIEWED' })).body.map((r: { id: string }) => r.id),
    ).not.toContain(approved);
  });

  it('NEW leaves for PENDING after a note; Sent rows carry the chip', async () => {
    const id = await record('NEW');
    const ids = async (status: string) =>
      (await list(agents.admin, { status })).body.map((r: { id: string }) => r.id) as string[];
    expect(await ids('NEW')).toContain(id);
    await agents.admin.post(`${v1}/${id}/notes`).send({ notes: 'Called' }).expect(200);
    expect(await ids('NEW')).not.toContain(id);
    expect(await ids('PENDING')).toContain(id);
    const sent = await record('SENT');
    const rows = (await list(agents.admin, { status: 'SENT' })).body as { id: string; sentChip: string }[];
    expect(rows.find((r) => r.id === sent)?.sentChip).toBe('Sent');
  });
});
