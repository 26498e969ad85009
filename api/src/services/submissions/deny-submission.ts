/**
 * Denial (back-office.md §4, §5 'Activation denial', 'Application denial'): decided once from NEW or
 * PENDING; the denial code must be one of the unit's live codes; notes optional. The customer and the
 * chosen contacts are told as the kind says (decide).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DenyInput } from '@cp/schemas/contracts/submissions';
import { denialCodes } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { Tx } from '../../db/client';
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
  return decide({
    ...options,
    decision: {
      action: 'deny',
      status: 'DENIED',
      contacts: input.contacts,
      check: () => {
        if (!code) throw required();
      },
      columns: async (tx, row) => {
        const [known] = await tx
          .select({ code: denialCodes.code })
          .from(denialCodes)
          .where(
            and(
              eq(denialCodes.unitId, row.divisionId ?? row.companyId),
              eq(denialCodes.code, code),
              isNull(denialCodes.deleteDate),
            ),
          );
        if (!known) throw required();
        return {
          denialCode: code,
          notes: input.notes === undefined ? row.notes : input.notes.slice(0, 10_000),
        };
      },
      emailFields: (c) => ({ denialCode: c.denialCode }),
      before: (row) => ({ status: row.status, denialCode: row.denialCode, notes: row.notes }),
      after: options.after,
    },
  });
}
