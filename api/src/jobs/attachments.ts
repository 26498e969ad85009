/** Turns the attachment specs of a payload into files: the submission PDF, or a stored file. */
import type { Db } from '../db/client';
import { getFile } from '../files/get-file';
import { sanitizeFileName } from '../files/sanitize-name';
import type { AttachmentSpec } from '../mail/enqueue';
import { PermanentMailError } from '../mail/render-message';
import type { OutgoingAttachment } from '../mail/transport';
import { getSubmissionPdf, type PdfPrinter } from '../services/documents/submission-pdf';

export interface ResolvedAttachment {
  fileId: string;
  filename: string;
  contentType: string;
  size: number;
}

export async function resolveAttachments(
  db: Db,
  specs: AttachmentSpec[] | undefined,
  printer: () => PdfPrinter,
): Promise<{ attachments: OutgoingAttachment[]; resolved: ResolvedAttachment[] }> {
  const attachments: OutgoingAttachment[] = [];
  const resolved: ResolvedAttachment[] = [];
  for (const spec of specs ?? []) {
    if (spec.kind === 'submission-pdf') {
      const pdf = await getSubmissionPdf({
        db,
        submissionId: spec.submissionId,
        copy: spec.copy ?? 'customer',
        printer: printer(),
      });
      attachments.push({ filename: pdf.filename, content: pdf.data, contentType: 'application/pdf' });
      resolved.push({
        fileId: pdf.fileId,
        filename: pdf.filename,
        contentType: 'application/pdf',
        size: pdf.data.length,
      });
    } else if (spec.kind === 'file') {
      const f = await getFile(db, spec.fileId);
      if (!f) throw new PermanentMailError(`Attachment file ${spec.fileId} not found`);
      const filename = sanitizeFileName(spec.filename ?? f.name);
      attachments.push({ filename, content: f.data, contentType: f.contentType });
      resolved.push({ fileId: f.id, filename, contentType: f.contentType, size: f.size });
    }
  }
  return { attachments, resolved };
}
