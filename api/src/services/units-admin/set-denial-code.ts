/**
 * New Denial Code and edit (back-office.md §5 'Denial code'): code and description required; the code at
 * most 20 characters, upper case, unique within the unit, no special character but '-'.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DenialCodeBody } from '@cp/schemas/contracts/units-admin';
import * as M from '@cp/schemas/messages/units-admin';
import { REASON_STATEMENT_TOO_LONG } from '@cp/schemas/messages/regb';
import { REASON_MAX_CHARS } from '@cp/schemas/regb/reasons';
import { denialCodes } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { changedFields } from '../submissions/audit';
import { findUnit, isUuid } from '../units/find-unit';
import { auditAdmin, demand, ruleError, type AdminOptions } from './access';
import type { UnitKindConfig } from './kind';
import { unlessTaken } from './unique-race';

export interface SetDenialCodeInput extends AdminOptions {
  config: UnitKindConfig;
  unitId: string;
  codeId?: string;
  input: DenialCodeBody;
}

export function denialCodeProblem(code: string, description: string): [string, string] | undefined {
  if (!code) return [M.DENIAL_CODE_REQUIRED, 'code'];
  if (code.length > 20) return [M.DENIAL_CODE_TOO_LONG, 'code'];
  if (/[^A-Z0-9-]/.test(code)) return [M.DENIAL_CODE_SPECIAL, 'code'];
  if (!description) return [M.DENIAL_DESCRIPTION_REQUIRED, 'description'];
  return undefined;
}

export async function setDenialCode(o: SetDenialCodeInput): Promise<{ id: string; message: string }> {
  const { db, config } = o;
  demand(o.ability, o.codeId ? 'update' : 'create', 'DenialCode', M.ADD_DENIAL_CODE_DENIED);
  const unit = await findUnit(db, o.unitId);
  if (!unit || unit.kind !== config.kind) throw new AppError(ErrorCode.NotFound);
  if (o.codeId !== undefined && !isUuid(o.codeId)) throw new AppError(ErrorCode.NotFound);
  const code = (o.input.code ?? '').trim().toUpperCase();
  const description = (o.input.description ?? '').trim();
  // Left out (the spec's calls know no statement), an edit keeps the code's statement.
  const statement = o.input.reasonStatement?.trim();
  const problem = denialCodeProblem(code, description);
  if (problem) throw ruleError(...problem);
  if ((statement ?? '').length > REASON_MAX_CHARS)
    throw ruleError(REASON_STATEMENT_TOO_LONG, 'reasonStatement');
  const clash = await db
    .select({ id: denialCodes.id })
    .from(denialCodes)
    .where(
      and(
        eq(denialCodes.unitId, unit.id),
        eq(denialCodes.code, code),
        isNull(denialCodes.deleteDate),
        o.codeId ? ne(denialCodes.id, o.codeId) : undefined,
      ),
    );
  if (clash.length) throw ruleError(M.DENIAL_CODE_UNIQUE, 'code');
  const lost = () => ruleError(M.DENIAL_CODE_UNIQUE, 'code');
  return unlessTaken('denial_codes_unit_code_live', lost, () =>
    db.transaction(async (tx) => {
      if (!o.codeId) {
        const [row] = await tx
          .insert(denialCodes)
          .values({ unitId: unit.id, code, description, reasonStatement: statement ?? '' })
          .returning({ id: denialCodes.id });
        await auditAdmin(tx, o.actor, 'add-denial-code', 'denial-code', row.id, {
          after: { unitId: unit.id, code, description, reasonStatement: statement ?? '' },
        });
        return { id: row.id, message: M.DENIAL_CODE_ADDED };
      }
      const [before] = await tx
        .select()
        .from(denialCodes)
        .where(
          and(eq(denialCodes.id, o.codeId), eq(denialCodes.unitId, unit.id), isNull(denialCodes.deleteDate)),
        );
      if (!before) throw new AppError(ErrorCode.NotFound);
      const reasonStatement = statement ?? before.reasonStatement;
      await tx
        .update(denialCodes)
        .set({ code, description, reasonStatement })
        .where(eq(denialCodes.id, o.codeId));
      await auditAdmin(
        tx,
        o.actor,
        'save-denial-code',
        'denial-code',
        o.codeId,
        changedFields(before, { code, description, reasonStatement }),
      );
      return { id: o.codeId, message: config.messages.updated };
    }),
  );
}
