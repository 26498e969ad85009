/**
 * The demo submissions' history as the product records it (audit_log rows, ARCHITECTURE 'Data model'): the
 * staff member's invitation when the record was added, the customer's submit at its signature date, and the
 * approval or denial by its approver at its decision date. Without them the credit file's timeline and the
 * stage clocks have nothing to read for demo records that were inserted, not played.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

export async function seedDemoHistory(tx: Tx, staffId: string): Promise<void> {
  await tx.execute(sql`insert into audit_log (at, actor_id, actor_kind, action, entity, entity_id, after)
    select s.add_date, ${staffId}::uuid, 'user', 'invite', 'submission', s.id,
      jsonb_build_object('status', 'SENT', 'email', s.email, 'unitId', coalesce(s.division_id, s.company_id))
    from submissions s where s.delete_date is null`);
  await tx.execute(sql`insert into audit_log (at, actor_id, actor_kind, action, entity, entity_id, before, after)
    select s.signature_date, null, 'customer', 'submit', 'submission', s.id,
      jsonb_build_object('status', 'SENT'),
      jsonb_build_object('status', 'NEW', 'applicationNumber', s.application_number,
        'signatureDate', to_char(s.signature_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from submissions s
    where s.delete_date is null and s.signature_date is not null
      and s.status in ('NEW', 'PENDING', 'APPROVED', 'DENIED')`);
  await tx.execute(sql`insert into audit_log (at, actor_id, actor_kind, action, entity, entity_id, after)
    select s.approved_or_denied_date, coalesce(s.approved_by, ${staffId}::uuid), 'user',
      case s.status when 'APPROVED' then 'approve' else 'deny' end, 'submission', s.id,
      jsonb_build_object('status', s.status, 'approvedAmount', s.approved_amount, 'customerCode', s.customer_code,
        'denialCode', s.denial_code)
    from submissions s
    where s.delete_date is null and s.status in ('APPROVED', 'DENIED') and s.approved_or_denied_date is not null`);
}
