/**
 * Activation Denial (§4, §5): decided once from NEW or PENDING (decideActivation); the denial code must
 * be one of the unit's live codes. The chosen contacts get the status paragraph through the outbox.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { DENIAL_CODE_REQUIRED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { denialCodes } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { ActivationActor } from './actor';
import { decideActivation } from './decision';

export interface DenyInput {
  denialCode: string;
  notes?: string;
  contacts: string[];
}

export async function denyActivation(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  input: DenyInput;
}) {
  const { input } = options;
  const code = (input.denialCode ?? '').trim();
  const required = () =>
    new AppError(ErrorCode.Validation, DENIAL_CODE_REQUIRED, {
      fields: { denialCode: DENIAL_CODE_REQUIRED },
    });
  return decideActivation({
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
    },
  });
}
