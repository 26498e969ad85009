/**
 * `npm run evidence:verify -- <bundle.zip>` (README 'Evidence bundle'): recomputes every file's SHA-256 against
 * the ZIP's manifest and prints OK, or each mismatch; exits 1 on any mismatch, 2 on a usage error.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { EVIDENCE_MISMATCH, EVIDENCE_VERIFIED } from '@cp/schemas/messages/evidence';
import { verifyEvidenceZip } from './verify';

const path = process.argv.slice(2).find((a) => a !== '--');
if (!path) {
  console.error('Usage: npm run evidence:verify -- <bundle.zip>');
  process.exit(2);
}
// npm runs a workspace script in api/: a relative path is the caller's (npm's INIT_CWD).
const result = await verifyEvidenceZip(await readFile(resolve(process.env.INIT_CWD ?? '.', path)));
if (result.ok && result.manifest) {
  console.log(EVIDENCE_VERIFIED(result.manifest.files.length));
  console.log(`manifest.json SHA-256 ${result.manifestSha256}`);
} else {
  for (const p of result.problems) console.log(EVIDENCE_MISMATCH(p.path, p.problem));
  process.exitCode = 1;
}
