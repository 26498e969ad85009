/**
 * POST /api/Application/setApplicationReferral: the 'How did you hear about us?' survey. Allowed after
 * submission too, and it changes only the referral column.
 */
import { eq, sql } from 'drizzle-orm';
import { SURVEY_EMPTY, SURVEY_INVALID } from '@cp/schemas/messages/portal';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { findByLink } from '../submissions/find-by-link';

/** Referral sources (customer-portal.md §3 Enumerations). */
export const REFERRAL_SOURCES = [
  'Referral',
  'Advertisement',
  'Trade Show/Conference',
  'Website',
  'Salesperson',
  'Social Media',
] as const;

export interface SetReferralOptions {
  db: Db;
  id: unknown;
  email: unknown;
  referral: unknown;
  ip?: string;
}

function parseReferral(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new AppError(ErrorCode.Validation, SURVEY_EMPTY, { fields: { '/referral': SURVEY_EMPTY } });
  }
  const known: readonly string[] = REFERRAL_SOURCES;
  if (value.some((v) => typeof v !== 'string' || !known.includes(v))) {
    throw new AppError(ErrorCode.Validation, SURVEY_INVALID, { fields: { '/referral': SURVEY_INVALID } });
  }
  // Stored in the enumeration's order, once each.
  return REFERRAL_SOURCES.filter((source) => value.includes(source));
}

export async function setReferral(o: SetReferralOptions): Promise<string[]> {
  const referral = parseReferral(o.referral);
  return o.db.transaction(async (tx) => {
    const { submission } = await findByLink(tx, {
      id: o.id,
      email: o.email,
      form: 'credit-application',
      forUpdate: true,
    });
    await tx
      .update(submissions)
      .set({ referral, version: sql`${submissions.version} + 1`, updatedAt: sql`now()` })
      .where(eq(submissions.id, submission.id));
    await writeAudit(tx, {
      actorId: null,
      actorKind: 'customer',
      action: 'set-referral',
      entity: 'submission',
      entityId: submission.id,
      before: { referral: submission.referral },
      after: { referral },
      ip: o.ip,
    });
    return referral;
  });
}
