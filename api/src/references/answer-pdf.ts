/**
 * A reference's answer as a PDF (README 'Reference requests'). Once an answer is recorded, a
 * 'reference-answer-pdf' job prints it from the stored answer and the exact form version it was given on, and
 * stores it among the application's documents (files kind 'reference-answer', owned by the application; its id
 * on the answer). GET /api/v1/submissions/:id/references/:requestId/pdf serves that stored document; until the
 * job has run it prints the same document on demand (a worker prints it on ROLE=web, as the agreement is).
 * Anyone who may read the application may download it.
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { readRoleText } from '@cp/schemas/forms/roles';
import { answerSummary } from '@cp/schemas/references/answer-summary';
import * as M from '@cp/schemas/messages/reference-requests';
import { renderReferenceAnswerDocument } from '@cp/templates/pdf/reference-answer';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { referenceAnswers, referenceRequests, submissions, users } from '../db/schema';
import { agreementPrinter, type PrintHtml } from '../esign/agreement-printer';
import { unitBrandName } from '../esign/queue-envelope';
import { AppError, ErrorCode } from '../errors';
import { getFile } from '../files/get-file';
import { saveFile } from '../files/save-file';
import { definitionOf, resolveDefinition } from '../forms/definitions';
import { APPLICATION } from '../services/applications/kind';
import type { Staff } from '../services/submissions/access';
import type { SubmissionRow } from '../services/submissions/kind';
import { loadSubmission } from '../services/submissions/load-submission';
import { findUnit } from '../services/units/find-unit';
import { REFERENCE_FORM } from './answer-form';
import type { ReferenceRequestRow } from './send-request';

type AnswerRow = typeof referenceAnswers.$inferSelect;
const at = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

const fileNameOf = (submission: SubmissionRow, request: ReferenceRequestRow) => {
  const company = request.company.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'reference';
  return `Reference-${submission.applicationNumber ?? ''}-${company}.pdf`;
};

/** The answer's document as HTML, in the unit's brand, with its evidence. */
async function answerDocument(
  db: DbOrTx,
  submission: SubmissionRow,
  request: ReferenceRequestRow,
  answer: AnswerRow,
): Promise<string> {
  const unit = await findUnit(db, submission.divisionId ?? submission.companyId);
  const definition = await resolveDefinition(db, REFERENCE_FORM, answer.formFamily, answer.formVersion);
  const [recorder] = answer.recordedBy
    ? await db.select().from(users).where(eq(users.id, answer.recordedBy))
    : [];
  return renderReferenceAnswerDocument({
    brand: unit?.emailTemplate ?? 'CPG',
    brandName: unit ? unitBrandName(unit) : undefined,
    unitName: unit?.name ?? '',
    applicationNumber: submission.applicationNumber ?? '',
    applicantName: readRoleText(await definitionOf(db, submission), submission.data, 'legalName'),
    kindLabel: request.kind === 'bank' ? 'Bank reference' : 'Trade reference',
    referenceCompany: request.company,
    referenceEmail: request.email,
    declined: answer.declined,
    answers: answer.declined ? [] : answerSummary(definition, answer.answers),
    score: answer.score,
    evidence: {
      respondent: [answer.respondentName, answer.respondentTitle].filter(Boolean).join(', '),
      answeredAt: at(answer.answeredAt),
      form: `${answer.formFamily} version ${answer.formVersion}`,
      byPhone: answer.byPhone,
      recordedBy: recorder ? `${recorder.firstName} ${recorder.lastName}`.trim() : '',
      ip: answer.ip ?? '',
      userAgent: answer.userAgent ?? '',
    },
  });
}

/**
 * The 'reference-answer-pdf' job's work: prints the request's answer and stores it among the application's
 * documents, once (an answer that has its document already is left as it is, so a run again costs a query).
 * Returns the file's id, or null when the request has no answer.
 */
export async function storeReferenceAnswerPdf(
  db: Db,
  requestId: string,
  print: PrintHtml,
): Promise<string | null> {
  const [row] = await db
    .select({ request: referenceRequests, answer: referenceAnswers, submission: submissions })
    .from(referenceRequests)
    .innerJoin(referenceAnswers, eq(referenceAnswers.requestId, referenceRequests.id))
    .innerJoin(submissions, eq(submissions.id, referenceRequests.submissionId))
    .where(eq(referenceRequests.id, requestId));
  if (!row) return null;
  if (row.answer.fileId) return row.answer.fileId;
  const pdf = await print(await answerDocument(db, row.submission, row.request, row.answer));
  return db.transaction(async (tx) => {
    // Held until the file is written: a run at the same time waits, then finds the document stored.
    const [locked] = await tx
      .select({ fileId: referenceAnswers.fileId })
      .from(referenceAnswers)
      .where(eq(referenceAnswers.requestId, requestId))
      .for('update');
    if (locked?.fileId) return locked.fileId;
    const fileId = await saveFile(tx, {
      kind: 'reference-answer',
      name: fileNameOf(row.submission, row.request),
      contentType: 'application/pdf',
      data: Readable.from([pdf]),
      ownerId: row.submission.id,
    });
    await tx.update(referenceAnswers).set({ fileId }).where(eq(referenceAnswers.requestId, requestId));
    return fileId;
  });
}

export async function referenceAnswerPdf(
  o: Staff & { db: Db; config: Pick<Config, 'role' | 'chromiumPath'>; id: string; requestId: string },
): Promise<{ filename: string; data: Buffer }> {
  const submission = await loadSubmission(o.db, APPLICATION, o, o.id);
  const [row] = /^[0-9a-f-]{36}$/i.test(o.requestId)
    ? await o.db
        .select({ request: referenceRequests, answer: referenceAnswers })
        .from(referenceRequests)
        .innerJoin(referenceAnswers, eq(referenceAnswers.requestId, referenceRequests.id))
        .where(and(eq(referenceRequests.id, o.requestId), eq(referenceRequests.submissionId, submission.id)))
    : [];
  if (!row) throw new AppError(ErrorCode.NotFound, M.REFERENCE_REQUEST_NOT_FOUND);
  const filename = fileNameOf(submission, row.request);
  const stored = row.answer.fileId ? await getFile(o.db, row.answer.fileId) : null;
  if (stored) return { filename, data: stored.data };
  const html = await answerDocument(o.db, submission, row.request, row.answer);
  return { filename, data: await agreementPrinter(o.db, o.config)(html) };
}
