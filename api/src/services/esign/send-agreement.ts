/**
 * The staff 'DocuSign' action (back-office.md §2, README 'E-signature'): queues the payment-terms
 * agreement of an approved application. ADMIN and SUPER ADMIN within their units; READ ONLY is refused.
 * One agreement is out at a time: a second send while one is unsigned is refused (resend or void it).
 */
import { APPLICATION_NOT_APPROVED } from '@cp/schemas/messages/applications';
import { DOCUSIGN_TEMPLATE_MISSING } from '@cp/schemas/messages/submissions';
import * as M from '@cp/schemas/messages/esign';
import type { Db, Tx } from '../../db/client';
import { queueEnvelope } from '../../esign/queue-envelope';
import { AppError, ErrorCode } from '../../errors';
import { APPLICATION } from '../applications/kind';
import { assertMay, type Staff } from '../submissions/access';
import { writeAudit } from '../submissions/audit';
import { loadSubmission } from '../submissions/load-submission';
import type { SubmissionRow } from '../submissions/kind';
import { findUnit } from '../units/find-unit';
import { currentEnvelope, OUT_FOR_SIGNATURE } from './current-envelope';

export interface SendAgreementOptions extends Staff {
  db: Db;
  id: string;
  provider: 'builtin' | 'docusign';
}

/** In the caller's transaction, on the locked, approved row: refuses a second agreement, queues one. */
export async function queueAgreementFor(
  tx: Tx,
  row: SubmissionRow,
  provider: 'builtin' | 'docusign',
): Promise<string> {
  const current = await currentEnvelope(tx, row.id, { forUpdate: true });
  if (current && (OUT_FOR_SIGNATURE.includes(current.status) || current.status === 'completed'))
    throw new AppError(ErrorCode.Conflict, M.ESIGN_ALREADY_OUT);
  const unit = await findUnit(tx, row.divisionId ?? row.companyId);
  if (!unit) throw new AppError(ErrorCode.NotFound);
  // DocuSign builds the envelope from the unit's template: without one every attempt would fail.
  if (provider === 'docusign' && !unit.docuSignTemplateId.trim())
    throw new AppError(ErrorCode.Rule, DOCUSIGN_TEMPLATE_MISSING);
  const { envelopeRowId } = await queueEnvelope(tx, { row, unit, provider });
  return envelopeRowId;
}

export async function sendAgreement(o: SendAgreementOptions): Promise<{ envelopeRowId: string }> {
  const current = await loadSubmission(o.db, APPLICATION, o, o.id);
  assertMay(o, APPLICATION, 'sendDocuSign', current, M.ESIGN_SEND_DENIED);
  return o.db.transaction(async (tx) => {
    const row = await loadSubmission(tx, APPLICATION, o, o.id, { forUpdate: true });
    if (row.status !== 'APPROVED') throw new AppError(ErrorCode.Rule, APPLICATION_NOT_APPROVED);
    const envelopeRowId = await queueAgreementFor(tx, row, o.provider);
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'esign-send',
      entity: 'submission',
      entityId: row.id,
      after: { envelopeRowId, provider: o.provider },
    });
    return { envelopeRowId };
  });
}
