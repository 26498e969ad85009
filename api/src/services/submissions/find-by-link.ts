/**
 * The customer link is the credential (DESIGN.md §7): a record is found only by its id AND the email it
 * was sent to. Every way of not finding it (unknown or malformed id, wrong email, deleted, an unsubmitted
 * invite older than 30 days, a link of the other form) answers the same 'Authentication Invalid' 404,
 * carrying only the unit's public settings for the expired page and never any record data.
 */
import { and, eq, sql } from 'drizzle-orm';
import { LINK_INVALID_REASON, linkInvalid } from '@cp/schemas/messages/portal';
import type { DbOrTx } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { unitsOpen } from '../units/find-unit';
import { findPortalUnitByName, loadPortalUnit, type PortalUnit } from './unit-view';

export type Submission = typeof submissions.$inferSelect;
export type FormName = Submission['form'];

export const LINK_LIFETIME_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LinkQuery {
  id: unknown;
  email: unknown;
  form: FormName;
  /** The division segment of the link's URL, used only to theme the expired page. */
  divisionHint?: unknown;
  /** Lock the row for the rest of the transaction (writes). */
  forUpdate?: boolean;
}

export interface LinkRecord {
  submission: Submission;
  unit: PortalUnit;
}

/** Not yet submitted: '' while drafting, 'SENT' as invited. */
export const isSubmitted = (s: Pick<Submission, 'status'>): boolean => s.status !== '' && s.status !== 'SENT';

export function isLinkExpired(s: Submission, now = new Date()): boolean {
  const ageMs = now.getTime() - s.addDate.getTime();
  return !isSubmitted(s) && ageMs > LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
}

export function linkNotFound(unit: PortalUnit | null): AppError {
  // `reason` tells the customer app this refusal apart from a server failure (retry page, not expired page).
  const data = {
    reason: LINK_INVALID_REASON,
    ...(unit ? { onboardingEmail: unit.onboardingEmail, theme: unit.theme, unit } : {}),
  };
  return new AppError(ErrorCode.NotFound, linkInvalid(unit?.onboardingEmail ?? ''), { data });
}

export async function findByLink(db: DbOrTx, q: LinkQuery): Promise<LinkRecord> {
  const id = typeof q.id === 'string' ? q.id.trim() : '';
  const email = typeof q.email === 'string' ? q.email.trim().toLowerCase() : '';
  const hintUnit = async () =>
    typeof q.divisionHint === 'string' ? findPortalUnitByName(db, q.divisionHint) : null;
  if (!UUID.test(id)) throw linkNotFound(await hintUnit());

  const query = db.select().from(submissions).where(eq(submissions.id, id));
  const [row] = q.forUpdate ? await query.for('update') : await query;
  if (!row) throw linkNotFound(await hintUnit());

  const unit = await loadPortalUnit(db, row.companyId, row.divisionId);
  const emailMatches = email !== '' && row.email.trim().toLowerCase() === email;
  if (!unit || !emailMatches || row.form !== q.form || row.deleteDate || isLinkExpired(row)) {
    throw linkNotFound(unit);
  }
  // An invitation not yet answered closes with its company or division (deactivated or deleted).
  if (!isSubmitted(row) && !(await unitsOpen(db, row.companyId, row.divisionId))) throw linkNotFound(unit);
  return { submission: row, unit };
}

/** Records the first open of the link (applicationOpened); later opens leave it as it is. */
export async function markOpened(db: DbOrTx, id: string): Promise<Date | null> {
  const [row] = await db
    .update(submissions)
    .set({ applicationOpened: sql`now()` })
    .where(and(eq(submissions.id, id), sql`${submissions.applicationOpened} is null`))
    .returning({ applicationOpened: submissions.applicationOpened });
  return row?.applicationOpened ?? null;
}
