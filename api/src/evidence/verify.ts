/**
 * Verifying an evidence ZIP (README 'Evidence bundle'): every file the manifest lists is in the ZIP with its
 * SHA-256 and size, and the ZIP holds no file the manifest does not list. The same function serves
 * `npm run evidence:verify` and the tests.
 */
import { createHash } from 'node:crypto';
import {
  EVIDENCE_MANIFEST,
  evidenceManifestSchema,
  type EvidenceManifest,
} from '@cp/schemas/contracts/evidence';
import { unzipEntries } from './zip';

export interface Verification {
  ok: boolean;
  manifest: EvidenceManifest | null;
  /** The SHA-256 of manifest.json (compare it with the one the server kept), or null when it is missing. */
  manifestSha256: string | null;
  /** One line per problem: the path and what is wrong with it. */
  problems: { path: string; problem: string }[];
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function verifyEvidenceZip(zip: Buffer): Promise<Verification> {
  let entries: Map<string, Buffer>;
  try {
    entries = await unzipEntries(zip);
  } catch (e) {
    const problem = `not a readable ZIP (${(e as Error).message})`;
    return { ok: false, manifest: null, manifestSha256: null, problems: [{ path: '(zip)', problem }] };
  }
  const raw = entries.get(EVIDENCE_MANIFEST);
  if (!raw) {
    const problems = [{ path: EVIDENCE_MANIFEST, problem: 'missing' }];
    return { ok: false, manifest: null, manifestSha256: null, problems };
  }
  const manifestSha256 = sha256Of(raw);
  let manifest: EvidenceManifest;
  try {
    manifest = evidenceManifestSchema.parse(JSON.parse(raw.toString('utf8')));
  } catch (e) {
    const problem = `not a valid manifest (${(e as Error).message.slice(0, 200)})`;
    return { ok: false, manifest: null, manifestSha256, problems: [{ path: EVIDENCE_MANIFEST, problem }] };
  }
  const problems: Verification['problems'] = [];
  for (const f of manifest.files) {
    const bytes = entries.get(f.path);
    if (!bytes) problems.push({ path: f.path, problem: 'listed in the manifest but missing from the ZIP' });
    else if (bytes.length !== f.bytes)
      problems.push({ path: f.path, problem: `${bytes.length} bytes, manifest says ${f.bytes}` });
    else if (sha256Of(bytes) !== f.sha256)
      problems.push({ path: f.path, problem: `SHA-256 ${sha256Of(bytes)}, manifest says ${f.sha256}` });
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const path of entries.keys())
    if (path !== EVIDENCE_MANIFEST && !listed.has(path))
      problems.push({ path, problem: 'in the ZIP but not in the manifest' });
  return { ok: problems.length === 0, manifest, manifestSha256, problems };
}
