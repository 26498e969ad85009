/** A template rendered with its sample context in a brand's layout, for super admins. */
import { BRANDS, isEmailTemplate, renderEmail, type RenderedEmail } from '@cp/templates';
import { emailSample } from '@cp/templates/samples';
import { EMAIL_TEMPLATE_UNKNOWN } from '@cp/schemas/messages/documents';
import { AppError, ErrorCode } from '../../errors';

export function previewEmailTemplate(opts: { name: string; brand?: string }): RenderedEmail {
  if (!isEmailTemplate(opts.name)) throw new AppError(ErrorCode.NotFound, EMAIL_TEMPLATE_UNKNOWN);
  const brand = (BRANDS as readonly string[]).includes(opts.brand ?? '') ? opts.brand : 'CPG';
  return renderEmail(opts.name, emailSample(opts.name, brand));
}
