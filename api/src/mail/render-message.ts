/**
 * Renders an Email log message's payload into the message that goes out: the template with the unit's current
 * wording and brand (loaded now, so a wording change shows in the next email), recipients and subject.
 */
import { eq } from 'drizzle-orm';
import { renderEmail, type RenderedEmail } from '@cp/templates';
import type { DbOrTx } from '../db/client';
import { units } from '../db/schema';
import { ACTIVATION_WORDING_FIELDS, APPLICATION_WORDING_FIELDS } from '../db/schema/units';
import { REFERENCE_WORDING_FIELDS } from '@cp/schemas/contracts/units-admin';
import type { EmailMessage } from './enqueue';

/** The unit fields a template may read: wording, name and email template. */
const WORDING_FIELDS = [
  'name',
  'emailTemplate',
  ...APPLICATION_WORDING_FIELDS,
  ...ACTIVATION_WORDING_FIELDS,
  ...REFERENCE_WORDING_FIELDS,
] as const;

export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

export interface RenderedMessage extends RenderedEmail {
  to: string[];
  cc: string[];
}

export async function renderOutboxMessage(db: DbOrTx, message: EmailMessage): Promise<RenderedMessage> {
  if (!Array.isArray(message.to) || message.to.length === 0) throw new PermanentMailError('No recipients');
  const context: Record<string, unknown> = { ...(message.context ?? {}) };
  if (message.template === 'plain') {
    context.subject = message.subject ?? context.subject ?? '';
    context.text = message.text ?? context.text ?? '';
  }
  if (message.unitId) {
    const [unit] = await db.select().from(units).where(eq(units.id, message.unitId));
    if (!unit) throw new PermanentMailError(`Unit ${message.unitId} not found`);
    context.unit = Object.fromEntries(WORDING_FIELDS.map((f) => [f, unit[f] ?? '']));
    if (unit.emailTemplate) context.brand = unit.emailTemplate;
    // The unit's own name in the layout: a unit sharing another's email template does not carry its name.
    context.brandName = unit.theme?.displayName || unit.name;
  }
  try {
    const rendered = renderEmail(message.template, context);
    // A subject given at enqueue time wins over the template's (one header line).
    const subject = message.subject?.replace(/\s+/g, ' ').trim() || rendered.subject;
    return { ...rendered, subject, to: message.to, cc: message.cc ?? [] };
  } catch (err) {
    throw new PermanentMailError(err instanceof Error ? err.message : String(err));
  }
}
