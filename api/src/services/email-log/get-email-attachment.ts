/** An attachment of a sent email, only when that email carried this file. */
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { getFile } from '../../files/get-file';
import { getEmailLog } from './get-email-log';

export async function getEmailAttachment(opts: { db: Db; id: string; fileId: string }) {
  const email = await getEmailLog({ db: opts.db, id: opts.id, showLinks: false });
  const info = email.attachments.find((a) => a.fileId === opts.fileId);
  if (!info) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  const file = await getFile(opts.db, info.fileId);
  if (!file) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  return { filename: info.filename, contentType: file.contentType, data: file.data };
}
