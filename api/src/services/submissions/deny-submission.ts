/**
 * Denial (back-office.md §4, §5 'Activation denial', 'Application denial'): decided once from NEW or
 * PENDING; the denial code must be one of the unit's live codes; notes optional. The customer and the
 * chosen contacts are told as the kind says (decide). The notice records one to four specific reasons
 * (README 'Regulation B'); a call that sends none records the code's reason statement.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DenyInput } from '@cp/schemas/contracts/submissions';
import { REASONS_MESSAGES } from '@cp/schemas/messages/regb';
import { reasonsProblem } from '@cp/schemas/regb/reasons';
import { decisionNotices, denialCodes } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { Tx } from '../../db/client';
import { statementOf } from '../../regb/offered-reasons';
import { hashReasonsToken, newReasonsToken, reasonsUrl } from '../../regb/secrets';
import { dutyAdvancesCredit } from '../../regb/unit-settings';
import { decide, type DecideOptions } from './decide';
import type { SubmissionRow } from './kind';

export async function denySubmission(
  options: DecideOptions & {
    input: DenyInput;
    /** More work in the denial's transaction (a confirmed sanctions hit, README 'Sanctions screening'). */
    after?: (tx: Tx, denied: SubmissionRow) => Promise<void>;
  },
) {
  const { input, kind } = options;
  const code = (input.denialCode ?? '').trim();
  const message = kind.messages.denialCodeRequired;
  const required = () => new AppError(ErrorCode.Validation, message, { fields: { denialCode: message } });
  const checkReasons = (reasons: string[]) => {
    const problem = reasonsProblem(reasons, REASONS_MESSAGES);
    if (problem) throw new AppError(ErrorCode.Validation, problem, { fields: { reasons: problem } });
  };
  let reasons: string[] = [];
  // The notice's private link, made in the denial's transaction and carried by the customer's email.
  const token = newReasonsToken();
  // Counsel's reading per unit (README 'Regulation B'): where duty advances are not credit, no notice.
  let notice = true;
  return decide({
    ...options,
    decision: {
      action: 'deny',
      status: 'DENIED',
      contacts: input.contacts,
      check: () => {
        if (!code) throw required();
        if (input.reasons) checkReasons(input.reasons);
      },
      columns: async (tx, row) => {
        const [known] = await tx
          .select({
            code: denialCodes.code,
            description: denialCodes.description,
            reasonStatement: denialCodes.reasonStatement,
          })
          .from(denialCodes)
          .where(
            and(
              eq(denialCodes.unitId, row.divisionId ?? row.companyId),
              eq(denialCodes.code, code),
              isNull(denialCodes.deleteDate),
            ),
          );
        if (!known) throw required();
        reasons = input.reasons ?? [statementOf(known)];
        checkReasons(reasons);
        notice = await dutyAdvancesCredit(tx, row);
        return {
          denialCode: code,
          notes: input.notes === undefined ? row.notes : input.notes.slice(0, 10_000),
        };
      },
      emailFields: (c) => ({
        denialCode: c.denialCode,
        ...(options.origin && notice ? { reasonsUrl: reasonsUrl(options.origin, token) } : {}),
      }),
      before: (row) => ({ status: row.status, denialCode: row.denialCode, notes: row.notes }),
      after: async (tx, denied) => {
        if (notice)
          await tx.insert(decisionNotices).values({
            submissionId: denied.id,
            denialCode: code,
            reasons,
            noticeDate: denied.approvedOrDeniedDate ?? new Date(),
            decidedBy: options.actor.id,
            reasonsTokenHash: hashReasonsToken(token),
          });
        await options.after?.(tx, denied);
      },
    },
  });
}
