/**
 * GET /api/v1/submissions/:id/references/:requestId/pdf (README 'Reference requests'): a reference's answer as a
 * PDF, printed when asked (a worker prints it on ROLE=web, as the agreement is) from the stored answer and the
 * exact form version it was given on; anyone who may read the application may print it.
 */
import { and, eq } from 'drizzle-orm';
import { readRoleText } from '@cp/schemas/forms/roles';
import { answerSummary } from '@cp/schemas/references/answer-summary';
import * as M from '@cp/schemas/messages/reference-requests';
import { renderReferenceAnswerDocument } from '@cp/templates/pdf/reference-answer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { referenceAnswers, referenceRequests, users } from '../db/schema';
import { agreementPrinter } from '../esign/agreement-printer';
import { unitBrandName } from '../esign/queue-envelope';
import { AppError, ErrorCode } from '../errors';
import { definitionOf, resolveDefinition } from '../forms/definitions';
import { APPLICATION } from '../services/applications/kind';
import type { Staff } from '../services/submissions/access';
import { loadSubmission } from '../services/submissions/load-submission';
import { findUnit } from '../services/units/find-unit';
import { REFERENCE_FORM } from './answer-form';

const at = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

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
  const { request, answer } = row;
  const unit = await findUnit(o.db, submission.divisionId ?? submission.companyId);
  const definition = await resolveDefinition(o.db, REFERENCE_FORM, answer.formFamily, answer.formVersion);
  const [recorder] = answer.recordedBy
    ? await o.db.select().from(users).where(eq(users.id, answer.recordedBy))
    : [];
  const html = renderReferenceAnswerDocument({
    brand: unit?.emailTemplate ?? 'CPG',
    brandName: unit ? unitBrandName(unit) : undefined,
    unitName: unit?.name ?? '',
    applicationNumber: submission.applicationNumber ?? '',
    applicantName: readRoleText(await definitionOf(o.db, submission), submission.data, 'legalName'),
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
  const data = await agreementPrinter(o.db, o.config)(html);
  const company = request.company.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'reference';
  return { filename: `Reference-${submission.applicationNumber ?? ''}-${company}.pdf`, data };
}
