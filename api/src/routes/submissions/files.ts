/** Files of a submission as the routes answer and receive them (downloads, multipart uploads). */
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { OpenedFile, StoredFile } from '../../files/get-file';
import { contentDisposition } from '../email-log';

/**
 * A stored file as a download, never cached (it holds a customer's documents): whole, or streamed from the
 * object store (files/get-file.ts openFile) without holding it in memory.
 */
export async function sendStoredFile(
  res: Response,
  file:
    | Pick<StoredFile, 'name' | 'contentType' | 'data'>
    | Pick<OpenedFile, 'name' | 'contentType' | 'size' | 'stream'>,
): Promise<void> {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', contentDisposition(file.name));
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  res.setHeader('Cache-Control', 'private, no-store');
  if ('data' in file) {
    res.send(file.data);
    return;
  }
  res.setHeader('Content-Length', String(file.size));
  await pipeline(file.stream, res);
}

/** The uploaded file's name: the FileName field of the spec's form, else the part's own name. */
export function uploadName(req: Request): string {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return typeof body.FileName === 'string' && body.FileName ? body.FileName : (req.file?.originalname ?? '');
}
