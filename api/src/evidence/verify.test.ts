/**
 * The verifier on archives built by hand (README 'Evidence bundle'): the route test covers a real bundle; these
 * are the tampered shapes that need no database.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_FORMAT, EVIDENCE_MANIFEST } from '@cp/schemas/contracts/evidence';
import { sha256Of, verifyEvidenceZip } from './verify';
import { zipToBuffer } from './zip';

const file = Buffer.from('{"status":"APPROVED"}\n');
const manifest = Buffer.from(
  JSON.stringify({
    format: EVIDENCE_FORMAT,
    submissionId: '00000000-0000-4000-8000-000000000001',
    applicationNumber: 'A-1',
    kind: 'application',
    unit: { id: '00000000-0000-4000-8000-000000000002', name: 'Unit' },
    decision: 'APPROVED',
    decidedAt: '2026-11-29T01:00:00.000Z',
    decidedBy: null,
    version: 1,
    createdAt: '2026-11-29T01:00:00.000Z',
    files: [{ path: 'decision.json', sha256: sha256Of(file), bytes: file.length }],
  }),
);
const at = new Date('2026-11-29T01:00:00Z');

describe('verifyEvidenceZip', () => {
  it('answers OK for an untouched archive', async () => {
    const zip = await zipToBuffer(
      [
        { path: EVIDENCE_MANIFEST, bytes: manifest },
        { path: 'decision.json', bytes: file },
      ],
      at,
    );
    expect(await verifyEvidenceZip(zip)).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses an archive holding one path twice (a second copy would go unchecked)', async () => {
    const zip = await zipToBuffer(
      [
        { path: EVIDENCE_MANIFEST, bytes: manifest },
        { path: 'decision.json', bytes: file },
        { path: 'decision.json', bytes: Buffer.from('{"status":"DENIED"}\n') },
      ],
      at,
    );
    const result = await verifyEvidenceZip(zip);
    expect(result.ok).toBe(false);
    expect(result.problems[0].problem).toContain('decision.json is in the ZIP twice');
  });

  it('says the manifest is missing, and that bytes that are no ZIP are not readable', async () => {
    const noManifest = await zipToBuffer([{ path: 'decision.json', bytes: file }], at);
    expect((await verifyEvidenceZip(noManifest)).problems).toEqual([
      { path: EVIDENCE_MANIFEST, problem: 'missing' },
    ]);
    const garbage = await verifyEvidenceZip(Buffer.from('not a zip'));
    expect(garbage.ok).toBe(false);
    expect(garbage.problems[0].problem).toMatch(/^not a readable ZIP/);
  });
});
