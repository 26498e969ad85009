/**
 * `GET /api/v1/customers/:id`: the credit file. Submissions in units the user may read come with their
 * status and decision; the others only as counts. The timeline is the audit records of the entity and of the
 * visible submissions (ARCHITECTURE 'Data model': audit_log).
 */
import { sql } from 'drizzle-orm';
import type {
  CustomerFile,
  CustomerRef,
  CustomerReferenceScore,
  CustomerSubmission,
  CustomerTimelineEvent,
  HiddenSubmissions,
  MatchedOn,
} from '@cp/schemas/contracts/customers';
import type { SubmissionScreeningSummary } from '@cp/schemas/contracts/sanctions';
import type { CarrierCheckSummary } from '@cp/schemas/contracts/carriers';
import { CUSTOMER_NOT_FOUND } from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { mayChangeAll, mayOnSubmission } from './access';
import { findEntity, isUuid, type EntityRow } from './db';
import { preparedRows } from './prepared';
import { creditPosition } from './exposure';
import { referenceScoresOfCustomer } from '../references/score-summaries';
import { screeningsOfCustomer } from '../sanctions/file-summaries';
import { carrierChecksOfCustomer } from '../carriers/file-summaries';
import { loadSuggestions } from './suggestions';

const TIMELINE_LIMIT = 500;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const ref = (r: Pick<EntityRow, 'id' | 'legal_name' | 'tax_id'>): CustomerRef => ({
  id: r.id,
  legalName: r.legal_name,
  taxId: r.tax_id,
});

interface SubmissionRecord {
  id: string;
  form: 'credit-application' | 'customer-activation';
  company_id: string;
  division_id: string | null;
  status: string;
  matched_on: MatchedOn;
  application_number: string | null;
  legal_name: string | null;
  unit_name: string | null;
  approved_amount: string | number | null;
  customer_code: string;
  denial_code: string;
  signature_date: Date | string | null;
  approved_or_denied_date: Date | string | null;
}

async function loadSubmissions(db: Db, entityId: string) {
  return preparedRows<SubmissionRecord>(
    db,
    sql`select s.id, s.form, s.company_id, s.division_id, s.status, l.matched_on, s.application_number,
          s.facts->>'legalName' as legal_name, coalesce(d.name, c.name) as unit_name, s.approved_amount,
          s.customer_code, s.denial_code, s.signature_date, s.approved_or_denied_date
        from customer_links l join submissions s on s.id = l.submission_id
        join units c on c.id = s.company_id left join units d on d.id = s.division_id
        where l.entity_id = ${entityId}::uuid and s.delete_date is null
        order by s.signature_date desc nulls last, s.id`,
  );
}

function toSubmission(
  staff: Staff,
  r: SubmissionRecord,
  references: Map<string, CustomerReferenceScore>,
  screenings: Map<string, SubmissionScreeningSummary>,
  carriers: Map<string, CarrierCheckSummary>,
): CustomerSubmission {
  const application = r.form === 'credit-application';
  return {
    id: r.id,
    kind: application ? 'application' : 'activation',
    resource: application ? 'applications' : 'activations',
    applicationNumber: r.application_number ?? '',
    legalName: r.legal_name ?? '',
    unitName: r.unit_name ?? '',
    status: r.status,
    matchedOn: r.matched_on,
    approvedAmount: r.approved_amount === null ? null : Number(r.approved_amount),
    customerCode: r.customer_code,
    denialCode: r.denial_code,
    submittedDate: iso(r.signature_date),
    decidedDate: iso(r.approved_or_denied_date),
    canChange: mayOnSubmission(staff, 'save', r),
    references: references.get(r.id) ?? null,
    screening: screenings.get(r.id) ?? null,
    carrierCheck: carriers.get(r.id) ?? null,
  };
}

function hiddenCounts(records: SubmissionRecord[]): HiddenSubmissions[] {
  const counts = new Map<string, HiddenSubmissions>();
  for (const r of records) {
    const kind = r.form === 'credit-application' ? 'application' : 'activation';
    const key = `${kind} ${r.status}`;
    const entry = counts.get(key) ?? { kind, status: r.status, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()];
}

/**
 * The timeline: the audit rows of the entity (staff actions naming it) and of its live submissions — all of them
 * (`visibleIds` undefined: read beside the file's other sections, for a user who sees every one, the common
 * case) or only those the user may see. Two indexed branches (audit_entity), not an OR over them.
 */
async function loadTimeline(db: Db, entityId: string, visibleIds?: string[]) {
  // One array parameter, not one per submission (uuids from the database: the literal needs no quoting).
  const only = visibleIds ? sql`and s.id = any(${`{${visibleIds.join(',')}}`}::uuid[])` : sql``;
  const found = await preparedRows<{
    at: Date | string;
    action: string;
    actor_kind: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    application_number: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    db,
    sql`select a.at, a.action, a.actor_kind, u.first_name, u.last_name, u.email, a.application_number,
          a.before, a.after
        from (
          select a.id, a.at, a.action, a.actor_kind, a.actor_id, null::text as application_number, a.before,
            a.after
          from audit_log a
          where a.entity = 'customer' and (a.entity_id = ${entityId}::uuid
            or a.before->>'entityId' = ${entityId}::text or a.after->>'entityId' = ${entityId}::text
            or a.before->>'parentId' = ${entityId}::text or a.after->>'parentId' = ${entityId}::text)
          union all
          select a.id, a.at, a.action, a.actor_kind, a.actor_id, s.application_number, a.before, a.after
          from customer_links l join submissions s on s.id = l.submission_id
          join audit_log a on a.entity = 'submission' and a.entity_id = s.id
          where l.entity_id = ${entityId}::uuid and s.delete_date is null ${only}
        ) a left join users u on u.id = a.actor_id
        order by a.at desc, a.id desc limit ${TIMELINE_LIMIT}`,
  );
  return found.map((r): CustomerTimelineEvent => {
    const after = r.after ?? {};
    const by =
      r.actor_kind === 'user'
        ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? 'Staff')
        : r.actor_kind === 'customer'
          ? 'Customer'
          : 'System';
    const detail = ['status', 'applicationNumber', 'submissionNumber', 'otherName', 'parentName']
      .map((k) => (typeof after[k] === 'string' && after[k] ? `${k}: ${String(after[k])}` : ''))
      .filter(Boolean)
      .join(', ');
    return {
      at: new Date(r.at).toISOString(),
      action: r.action,
      by,
      applicationNumber: r.application_number,
      reason: typeof after.reason === 'string' ? after.reason : null,
      detail,
    };
  });
}

/**
 * When the customer was first seen: its earliest submission's date (the file of a customer whose submissions
 * came before the credit file existed was made later, by the backfill), or when the file was made if earlier.
 */
function firstSeen(entity: EntityRow, records: SubmissionRecord[]): string {
  let first = new Date(entity.add_date).getTime();
  for (const r of records)
    if (r.signature_date) first = Math.min(first, new Date(r.signature_date).getTime());
  return new Date(first).toISOString();
}

/** The parent and live children of an entity (by its id, so it runs beside the entity's own read). */
const loadGroup = (db: Db, entityId: string) =>
  preparedRows<EntityRow & { role: 'parent' | 'child' }>(
    db,
    sql`select e.id, e.legal_name, e.tax_id, 'parent' as role from customer_entities e
          where e.id = (select parent_id from customer_entities where id = ${entityId}::uuid)
        union all
        select e.id, e.legal_name, e.tax_id, 'child' from customer_entities e
          where e.parent_id = ${entityId}::uuid and e.merged_into is null
        order by 4 desc, 2`,
  );

/**
 * The file's reads, independent of one another, run at once on the pool (one round trip's wait, not seven).
 * The timeline is read for every submission of the file; a user who may not see some is read again below.
 */
async function loadSections(o: Staff & { db: Db }, entityId: string) {
  const [records, group, suggestions, position, timeline, references, screenings, carriers] =
    await Promise.all([
      loadSubmissions(o.db, entityId),
      loadGroup(o.db, entityId),
      loadSuggestions(o.db, o, entityId),
      creditPosition(o.db, o, entityId),
      loadTimeline(o.db, entityId),
      referenceScoresOfCustomer(o.db, entityId),
      screeningsOfCustomer(o.db, entityId),
      carrierChecksOfCustomer(o.db, entityId),
    ]);
  return { records, group, suggestions, position, timeline, references, screenings, carriers };
}

export async function getCustomer(o: Staff & { db: Db; id: string }): Promise<CustomerFile> {
  if (!isUuid(o.id)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  // The address is a live entity's almost always: its sections are read beside it, again only if it was merged.
  const [found, first] = await Promise.allSettled([findEntity(o.db, o.id), loadSections(o, o.id)]);
  // No such entity answers 404 whatever its sections' reads did.
  if (found.status === 'rejected') throw found.reason;
  const entity = found.value;
  if (entity.id === o.id && first.status === 'rejected') throw first.reason;
  const { records, group, suggestions, position, timeline, references, screenings, carriers } =
    entity.id === o.id && first.status === 'fulfilled' ? first.value : await loadSections(o, entity.id);
  const visible = records.filter((r) => mayOnSubmission(o, 'read', r));
  if (visible.length === 0) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  const hidden = records.filter((r) => !mayOnSubmission(o, 'read', r));
  const parent = group.find((g) => g.role === 'parent');
  return {
    identity: {
      ...ref(entity),
      duns: entity.duns,
      dbas: entity.dbas,
      addresses: entity.addresses,
      customerCodes: entity.customer_codes,
      addDate: firstSeen(entity, records),
    },
    group: {
      parent: parent ? ref(parent) : null,
      children: group.filter((g) => g.role === 'child').map(ref),
    },
    submissions: visible.map((r) => toSubmission(o, r, references, screenings, carriers)),
    hiddenSubmissions: hiddenCounts(hidden),
    timeline: hidden.length
      ? await loadTimeline(
          o.db,
          entity.id,
          visible.map((r) => r.id),
        )
      : timeline,
    suggestions,
    canChange: mayChangeAll(
      o,
      records.map((r) => ({ ...r })),
    ),
    ...position,
  };
}
