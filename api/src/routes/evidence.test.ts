/**
 * The evidence bundle through HTTP (README 'Evidence bundle'): a decision enqueues the job, the worker freezes
 * the ZIP (the real PDF by Chromium), staff download it and every hash verifies; a tampered ZIP fails; a run
 * again stores nothing; another unit's Read Only gets the record's 404; an undecided record has none; the
 * e-signature's completion after the approval freezes version 2 with the agreement, version 1 unchanged.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import * as M from '@cp/schemas/messages/evidence';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { emailMessages, evidenceBundles, units } from '../db/schema';
import { freezeEvidenceBundle } from '../evidence/build-bundle';
import { verifyEvidenceZip } from '../evidence/verify';
import { unzipEntries, zipToBuffer } from '../evidence/zip';
import { closePdfRenderers, getPdfRenderer } from '../pdf';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { createSubmission } from '../test/factories';
import { insertReferenceRequest } from '../test/reference-answer-world';
import { MESSAGE_KINDS, runDueJobs } from '../test/run-due-jobs';

const FAMILY = 'application-six-cpg';
const EMAIL = 'buyer@applicant.test';
let t: TestApp;
let w: ApplicationWorld;
type Agent = ReturnType<typeof supertest.agent>;
const agents = {} as Record<'admin' | 'reader' | 'otherReader', Agent>;

beforeAll(async () => {
  // The signing link is read in the local mailbox (its development mode, README 'Configuration').
  t = await createTestApp({ publicOrigin: 'http://portal.test', mailboxShowLinks: true });
  w = await seedApplicationWorld(t.ctx.db);
  const users = {
    admin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] }),
    reader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.cpg.id] }),
    otherReader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.uwl.id] }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
});
afterAll(async () => {
  await closePdfRenderers();
  await t.close();
});

async function submitted(companyName: string): Promise<string> {
  const row = await createSubmission(t.ctx.db, {
    formFamily: FAMILY,
    companyId: w.cpg.id,
    divisionId: w.bri.id,
    email: EMAIL,
    contacts: [w.anna.id],
    data: {},
  });
  const res = await supertest(t.app)
    .post('/api/Application/setInviteApplication')
    .send({ email: EMAIL, _id: row.id, data: { ...sampleFor(FAMILY), companyName }, submit: true });
  expect(res.status).toBe(200);
  return row.id;
}
const worker = () =>
  runDueJobs(
    { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) },
    { kinds: ['evidence-bundle'] },
  );
const download = (id: string, agent: Agent = agents.reader, query = '') =>
  agent
    .get(`/api/v1/submissions/${id}/evidence${query}`)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

describe('evidence bundle', () => {
  it('freezes an approval’s bundle in the worker; the downloaded ZIP’s manifest verifies', async () => {
    const id = await submitted('Evidence Freight LLC');
    expect((await download(id)).body.toString()).toContain(M.EVIDENCE_NOT_DECIDED);
    const approved = await agents.admin.post(`/api/v1/applications/${id}/approve`).send({
      approvedAmount: '25,000',
      netTerms: 'NET 30',
      customerCode: 'EVID01',
      contacts: [w.anna.id],
    });
    expect(approved.status).toBe(200);
    const before = await download(id);
    expect(before.status).toBe(404);
    expect(JSON.parse(before.body.toString()).message).toBe(M.EVIDENCE_PREPARING);

    expect(await worker()).toBeGreaterThanOrEqual(1);
    const res = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/Evidence-.+-v1\.zip/);
    const zip = res.body as Buffer;
    const result = await verifyEvidenceZip(zip);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.manifest).toMatchObject({ submissionId: id, decision: 'APPROVED', version: 1 });
    const paths = result.manifest!.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'decision.json',
        'audit-trail.json',
        expect.stringMatching(/^submission\/.+\.pdf$/),
      ]),
    );
    expect(paths).not.toContain('manifest.json');
    const entries = await unzipEntries(zip);
    const pdf = [...entries].find(([p]) => p.startsWith('submission/'))![1];
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const decision = JSON.parse(entries.get('decision.json')!.toString());
    expect(decision).toMatchObject({ status: 'APPROVED', customerCode: 'EVID01', netTerms: 'NET 30' });
    const trail = JSON.parse(entries.get('audit-trail.json')!.toString()) as { action: string }[];
    expect(trail.map((r) => r.action)).toContain('approve');
    // The scorecard result the approval stored (README 'Scorecard'): its version, score and factors.
    const [card] = JSON.parse(entries.get('scorecard.json')!.toString()) as Record<string, unknown>[];
    expect(card).toMatchObject({ decision: 'approve', scorecard: { version: 1 } });
    expect(typeof card.score).toBe('number');
    expect((card.factors as unknown[]).length).toBeGreaterThan(0);
    const [row] = await t.ctx.db.select().from(evidenceBundles).where(eq(evidenceBundles.submissionId, id));
    expect(row.manifestSha256).toBe(result.manifestSha256);

    // Idempotent: a second run for the same decision stores nothing.
    const again = await freezeEvidenceBundle({
      db: t.ctx.db,
      submissionId: id,
      printer: getPdfRenderer(t.ctx.config.chromiumPath),
    });
    expect(again).toBeNull();
    expect(
      await t.ctx.db.select().from(evidenceBundles).where(eq(evidenceBundles.submissionId, id)),
    ).toHaveLength(1);
    expect((await download(id, agents.reader, '?version=1')).status).toBe(200);
    const missing = await download(id, agents.reader, '?version=2');
    expect(JSON.parse(missing.body.toString()).message).toBe(M.EVIDENCE_VERSION_NOT_FOUND(2));

    // Another unit's Read Only does not see the record at all.
    expect((await download(id, agents.otherReader)).status).toBe(404);
    expect(JSON.parse((await download(id, agents.otherReader)).body.toString()).message).not.toBe(
      M.EVIDENCE_PREPARING,
    );

    // A tampered ZIP fails: one changed byte in the decision, or an extra file.
    const tampered = new Map(entries);
    tampered.set(
      'decision.json',
      Buffer.from(entries.get('decision.json')!.toString().replace('EVID01', 'EVID02')),
    );
    const rezip = (m: Map<string, Buffer>) =>
      zipToBuffer(
        [...m].map(([path, bytes]) => ({ path, bytes })),
        new Date(),
      );
    const bad = await verifyEvidenceZip(await rezip(tampered));
    expect(bad.ok).toBe(false);
    expect(bad.problems.map((p) => p.path)).toEqual(['decision.json']);
    tampered.set('decision.json', entries.get('decision.json')!);
    tampered.set('extra.txt', Buffer.from('slipped in'));
    expect((await verifyEvidenceZip(await rezip(tampered))).problems).toEqual([
      { path: 'extra.txt', problem: 'in the ZIP but not in the manifest' },
    ]);
  });

  it('freezes a denial’s bundle with its denial code and the reference answers with their PDFs', async () => {
    const id = await submitted('Denied Evidence Inc');
    const r = await insertReferenceRequest(t.ctx.db, id, { status: 'bounced' });
    const phoned = await agents.admin
      .post(`/api/v1/submissions/${id}/references/${r.id}/phone-answer`)
      .send({ answers: { ...sampleFor('trade-reference'), paymentHabit: 'collections' } });
    expect(phoned.status).toBe(200);
    const denied = await agents.admin
      .post(`/api/v1/applications/${id}/deny`)
      .send({ denialCode: 'CR-1', contacts: [w.anna.id] });
    expect(denied.status).toBe(200);
    await worker();
    const res = await download(id);
    expect(res.status).toBe(200);
    const result = await verifyEvidenceZip(res.body as Buffer);
    expect(result.ok).toBe(true);
    expect(result.manifest).toMatchObject({ decision: 'DENIED' });
    const entries = await unzipEntries(res.body as Buffer);
    expect(JSON.parse(entries.get('decision.json')!.toString())).toMatchObject({ denialCode: 'CR-1' });
    // The notice's specific reasons (README 'Regulation B'): with none sent, the code's statement.
    const reasons = JSON.parse(entries.get('reasons.json')!.toString());
    expect(reasons).toMatchObject({ denialCode: 'CR-1', reasonsRequestedAt: null });
    expect(reasons.reasons).toHaveLength(1);
    // The answer's PDF was not printed by its own job yet: the bundle printed and stored it.
    const refs = JSON.parse(entries.get('references/references.json')!.toString());
    expect(refs).toMatchObject([{ company: 'Pacific Drayage', answer: { score: 20, byPhone: true } }]);
    expect(JSON.stringify(refs)).not.toMatch(/tokenHash|codeHash/);
    expect(entries.get(refs[0].answer.pdf)!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('freezes a new version with the signed agreement when the e-signature completes; version 1 stays', async () => {
    await t.ctx.db.update(units).set({ docuSignOnApproval: true }).where(eq(units.id, w.bri.id));
    const id = await submitted('Signed Evidence Co');
    const approved = await agents.admin.post(`/api/v1/applications/${id}/approve`).send({
      approvedAmount: '10,000',
      netTerms: 'NET 30',
      customerCode: 'SIGN01',
      contacts: [w.anna.id],
    });
    expect(approved.status).toBe(200);
    const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
    while ((await runDueJobs(ctx, { kinds: [...MESSAGE_KINDS, 'evidence-bundle'] })) > 0);
    const v1 = (await download(id)).body as Buffer;
    expect((await verifyEvidenceZip(v1)).manifest?.files.some((f) => f.path.startsWith('agreement/'))).toBe(
      false,
    );

    const emails = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    const signing = emails.find((r) => (r.payload as { template: string }).template === 'esign-signing')!;
    const url = (signing.payload as { context: { signUrl: string } }).context.signUrl;
    const signed = await supertest(t.app)
      .post(`/api/esign/agreement/${url.slice(url.lastIndexOf('/') + 1)}/sign`)
      .send({ name: 'Jane Doe', consent: true });
    expect(signed.status).toBe(200);
    await worker();
    const v2 = await verifyEvidenceZip((await download(id)).body as Buffer);
    expect(v2.ok).toBe(true);
    expect(v2.manifest?.version).toBe(2);
    const paths = v2.manifest!.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^agreement\/Payment Terms Agreement .+\.pdf$/),
        expect.stringMatching(/^agreement\/Certificate of Completion .+\.pdf$/),
        'agreement/envelope.json',
      ]),
    );
    // Frozen: version 1 is served byte for byte as it was.
    expect(Buffer.compare((await download(id, agents.reader, '?version=1')).body as Buffer, v1)).toBe(0);
    expect(await worker()).toBe(0);
  });
});
