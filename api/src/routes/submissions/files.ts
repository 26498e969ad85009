/** Files of a submission as the routes answer and receive them (downloads, multipart uploads). */
import type { Request, Response } from 'express';
import type { StoredFile } from '../../files/get-file';
import { contentDisposition } from '../email-log';

/** A stored file as a download, never cached (it holds a customer's documents). */
export function sendStoredFile(res: Response, file: Pick<StoredFile, 'name' | 'contentType' | 'data'>): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', contentDisposition(file.name));
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(file.data);
}

/** The uploaded file's name: the FileName field of the spec's form, else the part's own name. */
export function uploadName(req: Request): string {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return typeof body.FileName === 'string' && body.FileName ? body.FileName : (req.file?.originalname ?? '');
}
