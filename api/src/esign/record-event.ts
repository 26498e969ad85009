/**
 * One event of an envelope's evidence trail: what happened, when, and for the signer's own actions from
 * which address and browser. An event with a source key (a Connect notification) is recorded once: a
 * repeat of the same notification inserts nothing and the caller learns it was a repeat.
 */
import type { EsignDeclineView } from '@cp/schemas/contracts/esign';
import type { DbOrTx } from '../db/client';
import { esignEvents } from '../db/schema';

export interface EsignEventInput {
  envelopeRowId: string;
  at: Date;
  event: string;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
  sourceKey?: string;
}

/** Inserts the event; false when an event with the same source key exists already. */
export async function recordEsignEvent(tx: DbOrTx, e: EsignEventInput): Promise<boolean> {
  const rows = await tx
    .insert(esignEvents)
    .values({
      envelopeRowId: e.envelopeRowId,
      at: e.at,
      event: e.event,
      ip: e.ip ?? null,
      userAgent: e.userAgent?.slice(0, 500) ?? null,
      detail: e.detail ?? {},
      sourceKey: e.sourceKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: esignEvents.id });
  return rows.length > 0;
}

/** The signer's decline among an envelope's events (the last 'declined'), with the reason it recorded. */
export function declineOf(
  events: ReadonlyArray<{ event: string; at: Date; detail: Record<string, unknown> | null }>,
): EsignDeclineView | null {
  const declined = events.filter((e) => e.event === 'declined').at(-1);
  if (!declined) return null;
  const reason = declined.detail?.reason;
  return { at: declined.at.toISOString(), reason: typeof reason === 'string' ? reason : '' };
}
