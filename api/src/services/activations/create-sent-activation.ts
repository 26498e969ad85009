/**
 * Shared by invite and copy: validates email, unit and contacts, writes a SENT activation, queues the
 * invitation email with its link and writes the audit row, all in one transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  INVITE_CONTACT_REQUIRED,
  INVITE_EMAIL_REQUIRED,
  emailBlurMessage,
} from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { contacts, submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { enqueueEmail } from '../../mail/enqueue';
import type { ActivationActor } from './actor';
import { auditActivation } from './audit';
import { activationFamilyOf, activationLink, assertUnitCanSendActivations, resolveTargetUnit } from './units';

export interface SentActivationInput {
  email: string;
  companyId?: string | null;
  divisionId?: string | null;
  contacts: string[];
}

export function assertInviteEmail(email: string): string {
  const trimmed = (email ?? '').trim();
  if (!trimmed)
    throw new AppError(ErrorCode.Validation, INVITE_EMAIL_REQUIRED, {
      fields: { email: INVITE_EMAIL_REQUIRED },
    });
  const message = emailBlurMessage(trimmed);
  if (message) throw new AppError(ErrorCode.Validation, message, { fields: { email: message } });
  return trimmed;
}

export async function createSentActivation(
  db: Db,
  actor: ActivationActor,
  origin: string,
  input: SentActivationInput,
  extra: { action: string; data?: Record<string, unknown>; copiedFrom?: string },
): Promise<{ id: string; link: string }> {
  const email = assertInviteEmail(input.email);
  const { company, division, unit } = await resolveTargetUnit(db, actor, input.companyId, input.divisionId);
  const contactIds = [...new Set((input.contacts ?? []).filter((c) => /^[0-9a-f-]{36}$/i.test(c)))];
  const contactRequired = () =>
    new AppError(ErrorCode.Validation, INVITE_CONTACT_REQUIRED, {
      fields: { contacts: INVITE_CONTACT_REQUIRED },
    });
  if (contactIds.length === 0) throw contactRequired();
  const found = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(inArray(contacts.id, contactIds), eq(contacts.unitId, unit.id), eq(contacts.active, true)));
  if (found.length !== contactIds.length) throw contactRequired();
  assertUnitCanSendActivations(unit, { copy: extra.copiedFrom !== undefined });

  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(submissions)
      .values({
        form: 'customer-activation',
        formFamily: activationFamilyOf(unit, company),
        status: 'SENT',
        companyId: company.id,
        divisionId: division?.id ?? null,
        email,
        contacts: contactIds,
        data: extra.data ?? {},
        notifiedBy: actor.id,
        notifiedDate: now,
        addDate: now,
      })
      .returning({ id: submissions.id });
    const link = activationLink(origin, unit, email, row.id);
    await enqueueEmail(tx, {
      template: 'activation-invitation',
      to: [email],
      context: { activationUrl: link, link, email, applicationId: row.id },
      unitId: unit.id,
      submissionId: row.id,
    });
    await auditActivation(tx, {
      actorId: actor.id,
      action: extra.action,
      entityId: row.id,
      after: { status: 'SENT', email, unitId: unit.id, contacts: contactIds, copiedFrom: extra.copiedFrom },
    });
    return { id: row.id, link };
  });
}
