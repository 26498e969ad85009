/**
 * Shared by invite and copy (back-office.md §4, §5): checks the email, the target unit (active, in the
 * actor's scope, set up to send this kind) and the contacts, then writes a SENT record, queues its
 * invitation and writes the audit row, in one transaction.
 */
import type { InviteInput } from '@cp/schemas/contracts/submissions';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { latestPublished } from '../../forms/definitions';
import { recordIdsOfUnit, resolveTargetUnit } from '../units/find-unit';
import { may, type Staff } from './access';
import { writeAudit } from './audit';
import { checkedContacts } from './checked-contacts';
import { checkedInviteEmail, queueInvitation } from './invitation';
import type { SubmissionKind } from './kind';
import { assertUnitCanSend, newRecordFormFamily } from './unit-set-up';
import { emitSubmissionEvent } from '../../webhooks/events';

export interface CreateSentOptions extends Staff {
  db: Db;
  kind: SubmissionKind;
  /** Site origin for the customer link. */
  origin: string;
  target: InviteInput;
  /** The audit action ('invite', 'copy'), and for a copy the source's data and id. */
  action: string;
  data?: Record<string, unknown>;
  copiedFrom?: string;
}

export async function createSent(o: CreateSentOptions): Promise<{ id: string; link: string }> {
  const { kind, target } = o;
  const email = checkedInviteEmail(target.email, kind.messages.inviteEmailRequired);
  const { company, division, unit } = await resolveTargetUnit(
    o.db,
    target,
    (u) => may(o, kind, 'invite', recordIdsOfUnit(u)),
    kind.messages.inviteUnitRequired,
  );
  const chosen = await checkedContacts(o.db, unit.id, target.contacts, kind.messages.inviteContactRequired);
  assertUnitCanSend(kind, unit, company, { copy: o.copiedFrom !== undefined });
  const contactIds = chosen.map((c) => c.id);

  return o.db.transaction(async (tx) => {
    const now = new Date();
    // The unit's family now: a later change of the unit's forms affects only invitations sent after it.
    const formFamily = newRecordFormFamily(kind, unit, company);
    const [row] = await tx
      .insert(submissions)
      .values({
        form: kind.form,
        formFamily,
        // Pinned for good (issue 16): a later publish changes only the invitations sent after it.
        formVersion: await latestPublished(tx, kind.form, formFamily),
        status: 'SENT',
        companyId: company.id,
        divisionId: division?.id ?? null,
        email,
        contacts: contactIds,
        data: o.data ?? {},
        notifiedBy: o.actor.id,
        notifiedDate: now,
        addDate: now,
      })
      .returning();
    const link = await queueInvitation(tx, kind, o.origin, row);
    // README 'Webhooks': the company's ERP hears of the invitation once this commits.
    await emitSubmissionEvent(tx, 'submission.invited', row.id);
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: o.action,
      entity: 'submission',
      entityId: row.id,
      after: { status: 'SENT', email, unitId: unit.id, contacts: contactIds, copiedFrom: o.copiedFrom },
    });
    return { id: row.id, link };
  });
}
