/**
 * Delete on the Denial Codes table (back-office.md §4: 'Delete {code}?' first, then it is removed and the
 * unit saved). The row is kept with a delete date: decided records still name the code they were denied with.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ADD_DENIAL_CODE_DENIED } from '@cp/schemas/messages/units-admin';
import { denialCodes } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { findUnit, isUuid } from '../units/find-unit';
import { auditAdmin, demand, type AdminOptions } from './access';
import type { UnitKindConfig } from './kind';

export async function deleteDenialCode(
  o: AdminOptions & { config: UnitKindConfig; unitId: string; codeId: string },
): Promise<{ message: string }> {
  demand(o.ability, 'delete', 'DenialCode', ADD_DENIAL_CODE_DENIED);
  const unit = await findUnit(o.db, o.unitId);
  if (!unit || unit.kind !== o.config.kind || !isUuid(o.codeId)) throw new AppError(ErrorCode.NotFound);
  return o.db.transaction(async (tx) => {
    const gone = await tx
      .update(denialCodes)
      .set({ deleteDate: new Date() })
      .where(
        and(eq(denialCodes.id, o.codeId), eq(denialCodes.unitId, unit.id), isNull(denialCodes.deleteDate)),
      )
      .returning({ id: denialCodes.id, code: denialCodes.code });
    if (!gone.length) throw new AppError(ErrorCode.NotFound);
    await auditAdmin(tx, o.actor, 'delete-denial-code', 'denial-code', o.codeId, {
      before: { code: gone[0].code },
    });
    return { message: o.config.messages.updated };
  });
}
