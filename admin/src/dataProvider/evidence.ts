/**
 * The dataProvider's evidence bundle method (README 'Evidence bundle'; schemas contracts/evidence.ts): a decided
 * record's frozen ZIP, the latest version or an older one, through the console's one HTTP client.
 */
import { httpBlob } from './httpClient';

export const evidenceMethods = {
  evidenceZip: (p: { id: string; version?: number }) =>
    httpBlob(
      `/api/v1/submissions/${encodeURIComponent(p.id)}/evidence${p.version ? `?version=${p.version}` : ''}`,
      { expectedType: 'application/zip' },
    ),
};

export type EvidenceMethods = typeof evidenceMethods;
