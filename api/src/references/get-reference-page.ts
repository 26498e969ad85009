/**
 * GET /api/reference/:token (README 'Reference requests'): what the answer page shows — the unit's brand, the
 * applicant's name, the reference's company as the applicant typed it and the published answer form; never
 * anything else of the application. The first open is recorded (sent → opened, with IP and user agent).
 */
import { eq } from 'drizzle-orm';
import type { ReferencePageView } from '@cp/schemas/contracts/references';
import { factText } from '@cp/schemas/forms/roles';
import type { Db } from '../db/client';
import { referenceRequests, submissions } from '../db/schema';
import { loadPortalUnit } from '../services/submissions/unit-view';
import { publishedAnswerForm } from './answer-form';
import { isAnswerable, referenceRefusal, requestByToken } from './find-by-token';
import { recordReferenceEvent } from './record-event';

export interface ReferencePageCall {
  db: Db;
  token: string;
  divisionHint: unknown;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

export async function getReferencePage(o: ReferencePageCall): Promise<ReferencePageView> {
  const view = await o.db.transaction(async (tx) => {
    const request = await requestByToken(tx, o.token, { forUpdate: true });
    if (!request || !isAnswerable(request, o.now)) return null;
    const [submission] = await tx.select().from(submissions).where(eq(submissions.id, request.submissionId));
    const unit = submission && (await loadPortalUnit(tx, submission.companyId, submission.divisionId));
    if (!submission || submission.deleteDate || !unit) return null;
    if (!request.openedAt) {
      await tx
        .update(referenceRequests)
        .set({
          openedAt: o.now,
          updatedAt: o.now,
          // A link opened before the mail server's acceptance was recorded was delivered all the same.
          ...(request.status !== 'opened' ? { status: 'opened' as const } : {}),
        })
        .where(eq(referenceRequests.id, request.id));
      await recordReferenceEvent(tx, {
        requestId: request.id,
        at: o.now,
        event: 'opened',
        detail: { ip: o.ip, userAgent: o.userAgent?.slice(0, 500) ?? null },
      });
    }
    const { companyCode: _company, ...pageUnit } = unit;
    return {
      kind: request.kind,
      unit: pageUnit,
      applicantName: factText(submission.facts, 'legalName'),
      referenceCompany: request.company,
      definition: await publishedAnswerForm(tx, request.kind),
    } satisfies ReferencePageView;
  });
  if (!view) throw await referenceRefusal(o.db, o.divisionHint);
  return view;
}
