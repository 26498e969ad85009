/**
 * One part of an evidence bundle (README 'Evidence bundle'): a name and the files it contributes, collected
 * from the stored record. A new part is one file in parts/ plus one line in parts.ts.
 */
import type { Db } from '../db/client';
import type { PdfPrinter } from '../services/documents/submission-pdf';
import type { SubmissionRow } from '../services/submissions/kind';
import type { ZipEntry } from './zip';

export interface EvidenceContext {
  /** Not a transaction: a part may print a PDF (the worker's Chromium) and store it, as its own job would. */
  db: Db;
  submission: SubmissionRow;
  printer: PdfPrinter;
}

export interface EvidencePart {
  name: string;
  /** The part's files; none when the record has nothing of this part (no agreement signed, no reference). */
  collect(ctx: EvidenceContext): Promise<ZipEntry[]>;
}

/** A JSON file of the bundle, indented so a reader of the ZIP can read it. */
export const jsonEntry = (path: string, value: unknown): ZipEntry => ({
  path,
  bytes: Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'),
});

/** A stored file's name as a path segment in the ZIP (no separators). */
export const segment = (name: string) => name.replace(/[/\\]+/g, '-').replace(/^\.+/, '') || 'file';
