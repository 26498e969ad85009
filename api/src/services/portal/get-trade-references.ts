/** GET /api/application/getInviteTradeReferences: the link holder downloads the document they uploaded. */
import { TRADE_REFERENCES_NOT_FOUND } from '@cp/schemas/messages/portal';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { openFile, type OpenedFile } from '../../files/get-file';
import { findByLink } from '../submissions/find-by-link';

export interface GetTradeReferencesOptions {
  db: Db;
  id: unknown;
  email: unknown;
}

export async function getTradeReferences(o: GetTradeReferencesOptions): Promise<OpenedFile> {
  const { submission } = await findByLink(o.db, { id: o.id, email: o.email, form: 'credit-application' });
  // Choosing manual entry or 'later' clears the name: the document is then no longer the record's.
  const file =
    submission.tradeReferencesFileId && submission.data.tradeReferencesFileName
      ? await openFile(o.db, submission.tradeReferencesFileId)
      : null;
  if (!file) throw new AppError(ErrorCode.NotFound, TRADE_REFERENCES_NOT_FOUND);
  return file;
}
