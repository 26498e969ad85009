/** The company or division an activation belongs to, and the checks an invite needs from it. */
import { and, eq, isNull } from 'drizzle-orm';
import {
  ACTIVATION_DOCUSIGN_TEMPLATE_MISSING,
  ACTIVATION_EMAIL_TEMPLATE_MISSING,
  ACTIVATION_VERBIAGE_MISSING,
  INVITE_UNIT_REQUIRED,
} from '@cp/schemas/messages/activations';
import { formFamilyFor } from '@cp/schemas/forms/registry';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { actorSeesUnit, type ActivationActor } from './actor';

export type UnitRow = typeof units.$inferSelect;

export async function findUnit(db: DbOrTx, id: string | null | undefined): Promise<UnitRow | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deleteDate)));
  return row;
}

/**
 * Resolves an invite's target: the division when given (it must belong to the company when both are
 * sent), else the company. It must be active and in the actor's scope.
 */
export async function resolveTargetUnit(
  db: DbOrTx,
  actor: ActivationActor,
  companyId: string | null | undefined,
  divisionId: string | null | undefined,
): Promise<{ company: UnitRow; division: UnitRow | null; unit: UnitRow }> {
  const required = () =>
    new AppError(ErrorCode.Validation, INVITE_UNIT_REQUIRED, { fields: { unit: INVITE_UNIT_REQUIRED } });
  const division = divisionId ? await findUnit(db, divisionId) : undefined;
  if (divisionId && (!division || division.kind !== 'division')) throw required();
  const company = await findUnit(db, division ? division.parentId : companyId);
  if (!company || company.kind !== 'company') throw required();
  if (division && companyId && companyId !== company.id) throw required();
  const unit = division ?? company;
  if (!unit.active || !actorSeesUnit(actor, unit)) throw required();
  return { company, division: division ?? null, unit };
}

/**
 * §5 'Invite': the unit needs an email template and all seven activation wording fields. The original
 * skipped the invite silently; here the user is told why with the copy dialog's messages (issue 6).
 * A copy (§8 Copy) also needs the unit's DocuSign template id, checked between the two, in the spec's
 * order of the copy messages.
 */
export function assertUnitCanSendActivations(unit: UnitRow, options: { copy?: boolean } = {}): void {
  if (!unit.emailTemplate) throw new AppError(ErrorCode.Rule, ACTIVATION_EMAIL_TEMPLATE_MISSING);
  if (options.copy && !unit.docuSignTemplateId.trim())
    throw new AppError(ErrorCode.Rule, ACTIVATION_DOCUSIGN_TEMPLATE_MISSING);
  const verbiage = [
    unit.caInvitationBody,
    unit.caInvitationTopNote,
    unit.caReceiptFirstParagraph,
    unit.caReceiptSecondParagraph,
    unit.caApprovedFirstParagraph,
    unit.caApprovedSecondParagraph,
    unit.caStatusParagraph,
  ];
  if (verbiage.some((v) => !v || v.trim() === ''))
    throw new AppError(ErrorCode.Rule, ACTIVATION_VERBIAGE_MISSING);
}

/** The customer form of the unit, from the shared registry (the portal renders the same key). */
export const activationFamilyOf = (unit: UnitRow, company: UnitRow): string =>
  formFamilyFor('customer-activation', {
    code: unit.code,
    emailTemplate: unit.emailTemplate,
    parentCode: unit.kind === 'division' ? company.code : undefined,
  });

/**
 * §9 activation link: {origin}/Activation/{prefix or name}/{email}/{id}, where the name segment is
 * Bristol for division code BRI, MiddleBay for MBT and CPG for other divisions.
 */
export function activationLink(origin: string, unit: UnitRow, email: string, id: string): string {
  let segment: string;
  if (unit.kind === 'division') {
    segment = unit.code === 'BRI' ? 'Bristol' : unit.code === 'MBT' ? 'MiddleBay' : 'CPG';
  } else {
    segment = unit.prefix || unit.name;
  }
  return `${origin.replace(/\/$/, '')}/Activation/${encodeURIComponent(segment)}/${encodeURIComponent(email)}/${id}`;
}
