/**
 * Uploads are checked by content, not by what the browser claims: the magic bytes must say the same
 * type as the extension, and the size is capped (DESIGN.md §8 'Files'); with CLAMD_URL set, ClamAV scans it
 * (virus-scan.ts). The content is a Buffer or an upload spooled to a temporary file (upload-content.ts); either
 * way only the regions the checks need are read.
 */
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { UPLOAD_MISSING, UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '@cp/schemas/messages/portal';
import { AppError, ErrorCode } from '../errors';
import { isPlainPdf, isSafeDocx, isWordCompoundFile } from './inspect-document';
import { sanitizeFileName, splitExtension } from './sanitize-name';
import { withByteSource, type ByteSource, type UploadContent } from './upload-content';
import { scanUpload } from './virus-scan';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Extension -> the type file-type must detect and the content type the file is served with. */
const DOCUMENT_TYPES: Record<
  string,
  { detected: string; contentType: string; inside: (data: ByteSource) => boolean }
> = {
  '.pdf': { detected: 'pdf', contentType: 'application/pdf', inside: isPlainPdf },
  '.docx': {
    detected: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inside: isSafeDocx,
  },
  // Word 97-2003 files are OLE compound files; file-type reports the container ('cfb'), so the
  // directory is read for the WordDocument stream (an Excel or MSI file is a compound file too).
  '.doc': { detected: 'cfb', contentType: 'application/msword', inside: isWordCompoundFile },
};

export interface CheckedUpload {
  /** Sanitised original name. */
  name: string;
  base: string;
  ext: string;
  contentType: string;
}

/** Accepts a document (.pdf, .doc, .docx) by its name and content, or throws the message the customer sees. */
export async function checkDocumentType(
  name: string,
  data: UploadContent | undefined,
): Promise<CheckedUpload> {
  if (!data || data.length === 0) throw new AppError(ErrorCode.Validation, UPLOAD_MISSING);
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError(ErrorCode.PayloadTooLarge, UPLOAD_TOO_LARGE);
  const clean = sanitizeFileName(name);
  const { base, ext } = splitExtension(clean);
  const expected = DOCUMENT_TYPES[ext];
  if (!expected) throw new AppError(ErrorCode.Validation, UPLOAD_WRONG_TYPE);
  const detected = Buffer.isBuffer(data) ? await fileTypeFromBuffer(data) : await fileTypeFromFile(data.path);
  if (detected?.ext !== expected.detected) throw new AppError(ErrorCode.Validation, UPLOAD_WRONG_TYPE);
  if (!withByteSource(data, expected.inside)) throw new AppError(ErrorCode.Validation, UPLOAD_WRONG_TYPE);
  return { name: clean, base, ext, contentType: expected.contentType };
}

/**
 * Accepts a trade-reference document by its content and the virus scan: the scan's refusals (a threat found,
 * 503 while the scanner cannot be reached) reach the client as they are, on every upload path.
 */
export async function checkDocumentUpload(
  name: string,
  data: UploadContent | undefined,
): Promise<CheckedUpload> {
  const checked = await checkDocumentType(name, data);
  await scanUpload(data as UploadContent);
  return checked;
}
