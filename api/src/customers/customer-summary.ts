/**
 * `GET /api/v1/customers/summary?submissionId=` (issue 29 item 6): the credit file as the approve dialog
 * shows it — the customer, its parent, its limits at its other units (per unit where the user may read it,
 * else a total), exposure with the aging buckets, utilisation, and the group's totals. Built from the credit
 * file's parts (exposure.ts creditPosition); the submission's read right is the only one needed.
 */
import { sql } from 'drizzle-orm';
import type { CustomerRef, CustomerSummary, CustomerUnitLimit } from '@cp/schemas/contracts/customers';
import { CUSTOMER_SUBMISSION_NOT_FOUND } from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { mayOnSubmission } from './access';
import { findEntity, rows, type LinkedSubmission } from './db';
import { creditPosition } from './exposure';

const sum = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.round(known.reduce((a, v) => a + v, 0) * 100) / 100 : null;
};

export async function customerSummary(o: Staff & { db: Db; submissionId: string }): Promise<CustomerSummary> {
  const [submission] = await rows<LinkedSubmission & { entity_id: string | null }>(
    o.db,
    sql`select s.id, s.form, s.company_id, s.division_id, s.status, s.approved_or_denied_date, l.entity_id
        from submissions s left join customer_links l on l.submission_id = s.id
        where s.id = ${o.submissionId}::uuid and s.delete_date is null`,
  );
  if (!submission || !mayOnSubmission(o, 'read', submission))
    throw new AppError(ErrorCode.NotFound, CUSTOMER_SUBMISSION_NOT_FOUND);
  if (!submission.entity_id) return { linked: false };

  const entity = await findEntity(o.db, submission.entity_id);
  const [parent] = entity.parent_id
    ? await rows<{ id: string; legal_name: string; tax_id: string | null }>(
        o.db,
        sql`select id, legal_name, tax_id from customer_entities where id = ${entity.parent_id}::uuid`,
      )
    : [];
  const position = await creditPosition(o.db, o, entity.id);
  const unitId = submission.division_id ?? submission.company_id;
  const thisUnit = position.limits.find((l) => l.visible && l.unitId === unitId) ?? null;
  const otherLimits = position.limits.filter((l) => l.visible && l.unitId !== unitId);
  const hidden = position.limits.filter((l) => !l.visible);
  const asOf = position.limits
    .map((l: CustomerUnitLimit) => (l.exposure ? l.asOf : null))
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  const ref = (r: { id: string; legal_name: string; tax_id: string | null }): CustomerRef => ({
    id: r.id,
    legalName: r.legal_name,
    taxId: r.tax_id,
  });
  return {
    linked: true,
    customer: ref(entity),
    parent: parent ? ref(parent) : null,
    thisUnit,
    otherLimits,
    hiddenUnits: hidden.length
      ? {
          count: hidden.length,
          limitTotal: sum(hidden.map((l) => l.amount)),
          exposureTotal: sum(hidden.map((l) => l.exposure?.total ?? null)),
        }
      : null,
    limitTotal: position.limitTotal,
    exposure: position.exposure,
    asOf: asOf ?? null,
    utilisation: position.utilisation,
    groupTotals: position.groupTotals,
    groupLimitBase: (position.groupTotals.limitTotal ?? 0) - (thisUnit?.amount ?? 0),
  };
}
