/**
 * 'Add New Company' / 'Add New Division' (back-office.md §5 'Add company', 'Add division', §4): name,
 * code and email template required (a division also its company); the code upper-cased as typed and new
 * among its kind. A new unit starts active, counter 1, prefix equal to its code, empty texts, no contacts,
 * no denial codes, quick credit amount 0 (the table's defaults); its emails carry its own brand name and
 * its wording starts from neutral text in that name (wording-defaults.ts).
 */
import { EMAIL_TEMPLATES, type CreateUnitBody, type EmailTemplate } from '@cp/schemas/contracts/units-admin';
import { COMPANY_REQUIRED, EMAIL_TEMPLATE_REQUIRED } from '@cp/schemas/messages/units-admin';
import { neutralWording } from '@cp/schemas/messages/wording-defaults';
import { units } from '../../db/schema';
import { findUnit } from '../units/find-unit';
import { auditAdmin, demand, ruleError, type AdminOptions } from './access';
import { checkedFormFamilies } from './form-families';
import type { UnitKindConfig } from './kind';
import { unlessTaken } from './unique-race';
import { codeTaken } from './unit-rules';

export interface CreateUnitInput extends AdminOptions {
  config: UnitKindConfig;
  input: CreateUnitBody;
}

export const isEmailTemplate = (v: unknown): v is EmailTemplate =>
  typeof v === 'string' && (EMAIL_TEMPLATES as readonly string[]).includes(v);

export async function createUnit(o: CreateUnitInput): Promise<{ id: string }> {
  const { config, db } = o;
  const m = config.messages;
  demand(o.ability, 'create', config.subject, m.addDenied);
  const name = (o.input.name ?? '').trim();
  const code = (o.input.code ?? '').trim().toUpperCase();
  if (!name) throw ruleError(m.nameRequired, 'name');
  if (!code) throw ruleError(m.codeRequired, 'code');
  if (!isEmailTemplate(o.input.emailTemplate)) throw ruleError(EMAIL_TEMPLATE_REQUIRED, 'emailTemplate');
  let parentId: string | null = null;
  if (config.kind === 'division') {
    const company = await findUnit(db, o.input.companyId);
    if (!company || company.kind !== 'company') throw ruleError(COMPANY_REQUIRED, 'companyId');
    parentId = company.id;
  }
  if (await codeTaken(db, config.kind, code)) throw ruleError(m.codeExists, 'code');
  // Its forms when the dialog sends them; a company without them sends nothing until they are chosen.
  const families = await checkedFormFamilies({
    db,
    ability: o.ability,
    unit: { kind: config.kind },
    input: o.input,
  });
  // Its own brand name in its emails, and neutral wording in that name until staff write their own.
  const brandName = (o.input.brandName ?? '').trim() || name;
  const values = {
    kind: config.kind,
    parentId,
    code,
    name,
    prefix: code,
    emailTemplate: o.input.emailTemplate,
    theme: { displayName: brandName },
    ...neutralWording(brandName),
    ...families,
  };
  const lost = () => ruleError(m.codeExists, 'code');
  return unlessTaken('units_kind_code_live', lost, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(units).values(values).returning({ id: units.id });
      await auditAdmin(tx, o.actor, `create-${config.kind}`, 'unit', row.id, { after: values });
      return { id: row.id };
    }),
  );
}
