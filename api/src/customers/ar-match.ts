/**
 * The unmatched AR lines (issue 29 item 4) and staff's 'match to entity': the line's customer code joins the
 * entity's codes (so the next imports match by themselves) and every unmatched line of the same unit with that
 * code (or tax id) is matched; an audit row 'customer-ar-match' on the entity.
 */
import { sql } from 'drizzle-orm';
import type { ArMatchInput, ArUnmatchedLine } from '@cp/schemas/contracts/ar-imports';
import { AR_LINE_NOT_FOUND, CUSTOMER_NOT_FOUND } from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { mayOnSubmission } from './access';
import { assertMayImport, findUnitRow, mayImportFor, unmatchedLines } from './ar-import';
import { auditCustomer } from './audit';
import { findEntity, isUuid, linkedSubmissions, rows } from './db';

/** The unmatched lines of the units the user may import for (one unit, or all of theirs). */
export async function listUnmatched(db: Db, staff: Staff, unitId?: string): Promise<ArUnmatchedLine[]> {
  if (unitId) {
    await assertMayImport(db, staff, unitId);
    return unmatchedLines(db, null, 500, [unitId]);
  }
  const units = await rows<{
    id: string;
    kind: 'company' | 'division';
    parent_id: string | null;
    code: string;
    name: string;
  }>(
    db,
    sql`select distinct i.unit_id as id, u.kind, u.parent_id, u.code, u.name from ar_imports i
        join units u on u.id = i.unit_id`,
  );
  const mine = units.filter((u) => mayImportFor(staff, u)).map((u) => u.id);
  return mine.length ? unmatchedLines(db, null, 500, mine) : [];
}

export async function matchArLine(
  db: Db,
  staff: Staff & { ip?: string },
  lineId: string,
  input: ArMatchInput,
): Promise<{ matched: number }> {
  if (!/^\d{1,18}$/.test(lineId)) throw new AppError(ErrorCode.NotFound, AR_LINE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [line] = await rows<{
      unit_id: string;
      customer_code: string;
      tax_id: string | null;
      entity_id: string | null;
    }>(
      tx,
      sql`select i.unit_id, l.customer_code, l.tax_id, l.entity_id from ar_lines l
          join ar_imports i on i.id = l.import_id where l.id = ${lineId}::bigint`,
    );
    const unit = line && (await findUnitRow(tx, line.unit_id));
    if (!line || !unit || !mayImportFor(staff, unit))
      throw new AppError(ErrorCode.NotFound, AR_LINE_NOT_FOUND);
    if (!isUuid(input.entityId)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    const entity = await findEntity(tx, input.entityId, true);
    const members = await linkedSubmissions(tx, entity.id);
    if (!members.some((s) => mayOnSubmission(staff, 'read', s)))
      throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    const sameKey = line.customer_code
      ? sql`l.customer_code = ${line.customer_code}`
      : sql`l.customer_code = '' and l.tax_id = ${line.tax_id}`;
    const matched = await rows<{ id: string }>(
      tx,
      sql`update ar_lines l set entity_id = ${entity.id}::uuid from ar_imports i
          where i.id = l.import_id and i.unit_id = ${line.unit_id}::uuid and l.entity_id is null and ${sameKey}
          returning l.id`,
    );
    if (line.customer_code)
      await tx.execute(sql`update customer_entities set customer_codes = customer_codes || ${line.customer_code}::text,
            updated_at = now()
          where id = ${entity.id}::uuid and not (${line.customer_code}::text = any(customer_codes))`);
    await auditCustomer(
      tx,
      staff,
      'customer-ar-match',
      entity.id,
      {},
      {
        customerCode: line.customer_code,
        taxId: line.tax_id,
        lines: matched.length,
        reason: input.reason,
      },
    );
    return { matched: matched.length };
  });
}
