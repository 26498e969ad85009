/** The evidence bundle's messages (README 'Evidence bundle'). */
export const EVIDENCE_NOT_DECIDED =
  'There is no evidence bundle: one is frozen when the record is approved or denied.';
export const EVIDENCE_PREPARING = 'The evidence bundle is being prepared. Try again in a minute.';
export const EVIDENCE_VERSION_NOT_FOUND = (version: number) =>
  `Evidence bundle version ${version} not found.`;
export const EVIDENCE_DOWNLOAD_FAILED = 'The evidence bundle could not be downloaded.';
export const EVIDENCE_VERIFIED = (files: number) => `OK: ${files} files match the manifest.`;
export const EVIDENCE_MISMATCH = (path: string, problem: string) => `MISMATCH ${path}: ${problem}`;
export const EVIDENCE_NOT_FROZEN =
  'No evidence bundle was frozen for this decision, and none is being prepared.';
