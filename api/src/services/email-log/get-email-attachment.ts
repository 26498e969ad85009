/** An attachment of a sent email, only when that email carried this file. */
import { eq } from 'drizzle-orm';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { getEmailLog } from './get-email-log';

export async function getEmailAttachment(opts: { db: Db; id: string; fileId: string }) {
  const email = await getEmailLog({ db: opts.db, id: opts.id });
  const info = email.attachments.find((a) => a.fileId === opts.fileId);
  if (!info) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  const [file] = await opts.db.select().from(files).where(eq(files.id, info.fileId));
  if (!file) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  return { filename: info.filename, contentType: file.contentType, data: file.data };
}
