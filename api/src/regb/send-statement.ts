/**
 * 'Send statement' (README 'Regulation B'): staff who may deny at the record's unit send the written statement
 * of specific reasons to an open request — a PDF in the unit's brand from the recorded reasons, printed by the
 * existing Chromium printer, stored among the record's files (kind 'reasons-statement'), emailed to the
 * applicant through the Email log as an attachment — which closes the request; an audit row records it.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { factText } from '@cp/schemas/forms/roles';
import * as M from '@cp/schemas/messages/regb';
import { renderReasonsStatementDocument } from '@cp/templates/pdf/reasons-statement';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { decisionNotices } from '../db/schema';
import { agreementPrinter } from '../esign/agreement-printer';
import { unitBrandName } from '../esign/queue-envelope';
import { AppError, ErrorCode } from '../errors';
import { saveFile } from '../files/save-file';
import { enqueueEmail } from '../mail/enqueue';
import { kindOf } from '../sanctions/screening';
import { assertMay, type Staff } from '../services/submissions/access';
import { writeAudit } from '../services/submissions/audit';
import { loadSubmission } from '../services/submissions/load-submission';
import { findUnit } from '../services/units/find-unit';

const shown = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export async function sendStatement(
  o: Staff & { db: Db; config: Pick<Config, 'role' | 'chromiumPath'>; id: string; now?: Date },
): Promise<void> {
  const kind = await kindOf(o.db, o.id);
  const record = await loadSubmission(o.db, kind, o, o.id);
  assertMay(o, kind, 'deny', record, M.REASONS_ACCESS_DENIED);
  const [notice] = await o.db
    .select()
    .from(decisionNotices)
    .where(eq(decisionNotices.submissionId, record.id));
  if (!notice?.reasonsRequestedAt || notice.statementSentAt)
    throw new AppError(ErrorCode.Conflict, M.STATEMENT_NOT_REQUESTED);
  const now = o.now ?? new Date();
  const unitId = record.divisionId ?? record.companyId;
  const unit = await findUnit(o.db, unitId);
  const number = record.applicationNumber ?? '';
  const companyName = factText(record.facts, 'legalName');
  const html = renderReasonsStatementDocument({
    brand: unit?.emailTemplate ?? 'CPG',
    brandName: unit ? unitBrandName(unit) : undefined,
    unitName: unit?.name ?? '',
    applicationNumber: number,
    applicantName: companyName,
    noticeDate: shown(notice.noticeDate),
    requestedDate: shown(notice.reasonsRequestedAt),
    statementDate: shown(now),
    reasons: notice.reasons,
  });
  // Printed before the transaction: Chromium takes a second or two and holds no lock meanwhile.
  const pdf = await agreementPrinter(o.db, o.config)(html);
  await o.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ sentAt: decisionNotices.statementSentAt })
      .from(decisionNotices)
      .where(eq(decisionNotices.id, notice.id))
      .for('update');
    if (locked?.sentAt) throw new AppError(ErrorCode.Conflict, M.STATEMENT_NOT_REQUESTED);
    const fileName = M.statementFileName(number);
    const fileId = await saveFile(tx, {
      kind: 'reasons-statement',
      name: fileName,
      contentType: 'application/pdf',
      data: Readable.from([pdf]),
      ownerId: record.id,
    });
    await tx.update(decisionNotices).set({ statementSentAt: now }).where(eq(decisionNotices.id, notice.id));
    await enqueueEmail(tx, {
      template: 'reasons-statement',
      to: [record.email],
      unitId,
      submissionId: record.id,
      context: { applicationNumber: number, companyName, fileName },
      attachments: [{ kind: 'file', fileId, filename: fileName }],
    });
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'send-reasons-statement',
      entity: 'submission',
      entityId: record.id,
      after: { statementSentAt: now.toISOString(), fileId, reasons: notice.reasons },
    });
  });
}
