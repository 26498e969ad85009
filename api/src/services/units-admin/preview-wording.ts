/**
 * The live preview beside each wording section (issue 13 item 3): the real email template rendered with
 * the unsaved wording, the unit's brand and the template's sample data — the same renderer the email delivery
 * uses for the next email, so what the super admin sees is what the customer gets.
 */
import { isEmailTemplate, renderEmail } from '@cp/templates';
import { emailSample } from '@cp/templates/samples';
import {
  WORDING_SECTIONS,
  type WordingPreview,
  type WordingPreviewBody,
} from '@cp/schemas/contracts/units-admin';
import { EMAIL_TEMPLATE_UNKNOWN } from '@cp/schemas/messages/documents';
import { SAVE_COMPANY_DENIED } from '@cp/schemas/messages/units-admin';
import { AppError, ErrorCode } from '../../errors';
import { demand, type AdminOptions } from './access';

const PREVIEWABLE = new Set(WORDING_SECTIONS.map((s) => s.template));

export function previewWording(
  o: Pick<AdminOptions, 'ability'> & { input: WordingPreviewBody },
): WordingPreview {
  // Only those who write wording need to see it rendered.
  demand(o.ability, 'save', 'Company', SAVE_COMPANY_DENIED);
  const { template } = o.input;
  if (!PREVIEWABLE.has(template) || !isEmailTemplate(template))
    throw new AppError(ErrorCode.NotFound, EMAIL_TEMPLATE_UNKNOWN);
  const brand = o.input.emailTemplate || 'CPG';
  const sample = emailSample(template, brand);
  const sampleUnit = (sample.unit ?? {}) as Record<string, unknown>;
  const unit = {
    ...sampleUnit,
    ...(o.input.wording ?? {}),
    name: o.input.name || sampleUnit.name,
    emailTemplate: brand,
  };
  const brandName = o.input.brandName || o.input.name || undefined;
  return renderEmail(template, { ...sample, unit, brand, ...(brandName ? { brandName } : {}) });
}
