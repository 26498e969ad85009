/**
 * Save on the company or division details page (back-office.md §5 'Save company', 'Save division'): the
 * code unique among its kind; name, code, prefix and email template required; a division keeps a
 * company; quick credit amount numeric. The DocuSign template id is read-only once the record has one
 * (§2); sending the agreement with the approval needs one. Wording is stored as typed: the next email rendered for this unit reads it (no cache).
 * The unit's form families are checked by form-families.ts.
 */
import { eq } from 'drizzle-orm';
import { WORDING_FIELDS, type SaveUnitBody } from '@cp/schemas/contracts/units-admin';
import { DOCUSIGN_TEMPLATE_MISSING } from '@cp/schemas/messages/submissions';
import { REVIEW_MONTHS_INVALID } from '@cp/schemas/messages/reviews';
import * as M from '@cp/schemas/messages/units-admin';
import { units } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { changedFields } from '../submissions/audit';
import { findUnit } from '../units/find-unit';
import { auditAdmin, demand, ruleError, type AdminOptions } from './access';
import { isEmailTemplate } from './create-unit';
import { checkedFormFamilies } from './form-families';
import { SANCTIONS_THRESHOLD_INVALID } from '@cp/schemas/messages/sanctions';
import { RETENTION_MONTHS_INVALID } from '@cp/schemas/messages/retention';
import { referenceSettings } from './reference-settings';
import type { UnitKindConfig } from './kind';
import { unlessTaken } from './unique-race';
import { codeTaken } from './unit-rules';

export interface SaveUnitInput extends AdminOptions {
  config: UnitKindConfig;
  id: string;
  input: SaveUnitBody;
}

export async function saveUnit(o: SaveUnitInput): Promise<void> {
  const { config, db, input } = o;
  demand(o.ability, 'save', config.subject, config.messages.saveDenied);
  const row = await findUnit(db, o.id);
  if (!row || row.kind !== config.kind) throw new AppError(ErrorCode.NotFound);

  const name = (input.name ?? row.name).trim();
  const code = (input.code ?? row.code).trim().toUpperCase();
  const prefix = (input.prefix ?? row.prefix).trim().toUpperCase();
  const emailTemplate = input.emailTemplate === undefined ? row.emailTemplate : input.emailTemplate;
  if (!name) throw ruleError(M.SAVE_NAME_REQUIRED, 'name');
  if (!code) throw ruleError(M.SAVE_CODE_REQUIRED, 'code');
  if (!prefix) throw ruleError(M.SAVE_PREFIX_REQUIRED, 'prefix');
  if (!isEmailTemplate(emailTemplate)) throw ruleError(M.SAVE_EMAIL_TEMPLATE_REQUIRED, 'emailTemplate');
  const amount =
    input.quickCreditAmount === undefined ? Number(row.quickCreditAmount) : input.quickCreditAmount;
  const quickCreditAmount =
    typeof amount === 'number' ? amount : Number(String(amount).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(quickCreditAmount) || quickCreditAmount < 0 || quickCreditAmount >= 1e12)
    throw ruleError(M.QUICK_CREDIT_NUMERIC, 'quickCreditAmount');
  const reviewMonths = input.reviewMonths === undefined ? row.reviewMonths : input.reviewMonths;
  if (reviewMonths !== null && !(Number.isInteger(reviewMonths) && reviewMonths >= 1 && reviewMonths <= 60))
    throw ruleError(REVIEW_MONTHS_INVALID, 'reviewMonths');
  const references = referenceSettings(row, input);
  const sanctionsThreshold =
    input.sanctionsThreshold === undefined ? row.sanctionsThreshold : input.sanctionsThreshold;
  if (sanctionsThreshold !== null && !(sanctionsThreshold >= 0.5 && sanctionsThreshold <= 1))
    throw ruleError(SANCTIONS_THRESHOLD_INVALID, 'sanctionsThreshold');
  const months = input.decisionRetentionMonths;
  const decisionRetentionMonths = months === undefined ? row.decisionRetentionMonths : months;
  if (
    decisionRetentionMonths !== null &&
    !(
      Number.isInteger(decisionRetentionMonths) &&
      decisionRetentionMonths >= 12 &&
      decisionRetentionMonths <= 120
    )
  )
    throw ruleError(RETENTION_MONTHS_INVALID, 'decisionRetentionMonths');
  // Counsel's reading per unit (README 'Regulation B'); empty: the company's, else true.
  const duty = input.regbDutyAdvancesCredit;
  const regbDutyAdvancesCredit = duty === undefined ? row.regbDutyAdvancesCredit : duty;
  let parentId = row.parentId;
  if (config.kind === 'division' && input.parentId !== undefined) {
    const company = await findUnit(db, input.parentId);
    if (!company || company.kind !== 'company') throw ruleError(M.COMPANY_REQUIRED, 'parentId');
    parentId = company.id;
  }
  if (await codeTaken(db, config.kind, code, row.id)) throw ruleError(config.messages.codeUnique, 'code');
  // The unit's forms: super admins only, published families of the right kind (new invitations only).
  const families = await checkedFormFamilies({ db, ability: o.ability, unit: row, input });

  const wording = Object.fromEntries(
    WORDING_FIELDS.flatMap((f) => (input[f] === undefined ? [] : [[f, input[f]]])),
  );
  // Read-only once set (§2): a loaded record's template id is kept.
  const docuSignTemplateId = row.docuSignTemplateId || (input.docuSignTemplateId ?? '').trim();
  const docuSignOnApproval = input.docuSignOnApproval ?? row.docuSignOnApproval;
  // Sending with the approval needs the unit's template (§9 asks it of every invite too): refused here
  // rather than at each approval of this unit.
  if (docuSignOnApproval && !docuSignTemplateId)
    throw ruleError(DOCUSIGN_TEMPLATE_MISSING, 'docuSignOnApproval');
  const after = {
    name,
    code,
    prefix,
    emailTemplate,
    parentId,
    active: input.active ?? row.active,
    docuSignTemplateId,
    docuSignOnApproval,
    quickCreditAmount: quickCreditAmount.toFixed(2),
    reviewMonths,
    ...references,
    sanctionsThreshold,
    decisionRetentionMonths,
    regbDutyAdvancesCredit,
    ...families,
    ...wording,
  };
  const lost = () => ruleError(config.messages.codeUnique, 'code');
  await unlessTaken('units_kind_code_live', lost, () =>
    db.transaction(async (tx) => {
      await tx.update(units).set(after).where(eq(units.id, row.id));
      await auditAdmin(tx, o.actor, `save-${config.kind}`, 'unit', row.id, changedFields(row, after));
    }),
  );
}
