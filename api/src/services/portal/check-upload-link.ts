/**
 * Before a customer's upload is read (http/document-upload.ts): the link must name an open credit
 * application by id and email, from the request's head (headers or query string), or the upload is
 * refused with the same answers the upload itself would give (404 'Authentication Invalid', 409 once
 * submitted). The upload checks it again in its own transaction (upload-trade-references.ts).
 */
import type { Db } from '../../db/client';
import { findOpenRecord } from './lock-open-record';

/** The id of the record the link opens. */
export async function checkUploadLink(o: { db: Db; id: unknown; email: unknown }): Promise<string> {
  const { submission } = await findOpenRecord(o.db, { id: o.id, email: o.email, form: 'credit-application' });
  return submission.id;
}
