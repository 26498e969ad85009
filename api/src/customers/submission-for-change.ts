/**
 * The submission a link or unlink moves, locked, with its access checked first (so a refusal says nothing
 * of the entity): not readable → 404, readable but not changeable → 403, not submitted → 400.
 */
import { sql } from 'drizzle-orm';
import {
  CUSTOMER_CHANGE_DENIED,
  CUSTOMER_NOT_SUBMITTED,
  CUSTOMER_SUBMISSION_NOT_FOUND,
} from '@cp/schemas/messages/customers';
import type { Tx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { mayOnSubmission } from './access';
import { rows, type LinkedSubmission } from './db';

export interface SubmissionForChange extends LinkedSubmission {
  application_number: string | null;
  customer_code: string;
  facts: Record<string, unknown> | null;
  entity_id: string | null;
}

export async function submissionForChange(tx: Tx, staff: Staff, id: string): Promise<SubmissionForChange> {
  const [row] = await rows<SubmissionForChange>(
    tx,
    sql`select s.id, s.form, s.company_id, s.division_id, s.status, s.application_number, s.customer_code,
          s.facts, l.entity_id
        from submissions s left join customer_links l on l.submission_id = s.id
        where s.id = ${id}::uuid and s.delete_date is null for update of s`,
  );
  if (!row || !mayOnSubmission(staff, 'read', row))
    throw new AppError(ErrorCode.NotFound, CUSTOMER_SUBMISSION_NOT_FOUND);
  if (!mayOnSubmission(staff, 'save', row)) throw new AppError(ErrorCode.Forbidden, CUSTOMER_CHANGE_DENIED);
  if (!['NEW', 'PENDING', 'APPROVED', 'DENIED'].includes(row.status))
    throw new AppError(ErrorCode.Rule, CUSTOMER_NOT_SUBMITTED);
  return row;
}
