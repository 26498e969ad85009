/**
 * Screens a submitted record against the imported sanctions lists (README 'Sanctions screening'): the names
 * read through its form's roles — the legal name, the DBA and every owner's name — each normalised
 * (schemas sanctions/names.ts), candidates found by trigram similarity of the keys (a GIN index), each scored
 * with the token rules, a hit at or above the unit's threshold. A screening row records what was screened,
 * against which imports, at which threshold; a hit found for the first time is a new open hit (one found
 * before keeps what staff decided), and an open hit no longer found (the entry left the list) is closed as
 * such. Runs in the caller's transaction: the submit's, an import's re-screening, or staff's 'Screen again'.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SANCTIONS_THRESHOLD,
  type SanctionsList,
  type ScreenedName,
  type ScreeningReason,
} from '@cp/schemas/contracts/sanctions';
import { readList, readRoleText } from '@cp/schemas/forms/roles';
import { matchScore, nameKey } from '@cp/schemas/sanctions/names';
import type { DbOrTx } from '../db/client';
import { sanctionsHits, sanctionsScreenings, submissions } from '../db/schema';
import { rows } from '../customers/db';
import { definitionOf } from '../forms/definitions';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { findUnit } from '../services/units/find-unit';

/** 31 CFR 501.601: records of a screening are kept five years at least; this product keeps ten (issue 31). */
export const RETAIN_YEARS = 10;

const retainUntil = (now: Date) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() + RETAIN_YEARS);
  return d.toISOString().slice(0, 10);
};

/** The latest import of each list. */
export async function currentImports(db: DbOrTx) {
  return rows<{ id: string; list: SanctionsList; imported_at: string | Date; entries: number }>(
    db,
    sql`select distinct on (list) id, list, imported_at, entries from sanctions_imports
        order by list, imported_at desc`,
  );
}

/** The unit's threshold: its division's, else its company's, else the default. */
export async function thresholdOf(db: DbOrTx, ids: { companyId: string; divisionId: string | null }) {
  const division = ids.divisionId ? await findUnit(db, ids.divisionId) : undefined;
  const company = await findUnit(db, ids.companyId);
  return division?.sanctionsThreshold ?? company?.sanctionsThreshold ?? DEFAULT_SANCTIONS_THRESHOLD;
}

interface Candidate {
  list: SanctionsList;
  entry_uid: number;
  entry_name: string;
  name: string;
  entry_type: string;
  programs: string;
  sim: number;
}

export interface ScreeningOutcome {
  /** Null: nothing to screen against (no list imported) or no name to screen. */
  screeningId: string | null;
  /** Open hits of the record after this screening. */
  open: number;
}

/** A record to screen: its id, or (the submit) the row and definition its caller has just loaded. */
type Target = string | { row: typeof submissions.$inferSelect; definition: FormDefinition };

export async function screenSubmission(
  tx: DbOrTx,
  target: Target,
  reason: ScreeningReason,
  now = new Date(),
): Promise<ScreeningOutcome> {
  const loaded = typeof target === 'string' ? await loadTarget(tx, target) : target;
  if (!loaded) return { screeningId: null, open: 0 };
  const { row, definition } = loaded;
  const submissionId = row.id;
  const imports = await currentImports(tx);
  const names: ScreenedName[] = [
    { role: 'legalName' as const, name: readRoleText(definition, row.data, 'legalName') },
    { role: 'dba' as const, name: readRoleText(definition, row.data, 'dba') },
    ...readList(definition, row.data, 'owners').map((o) => ({
      role: 'owner' as const,
      name: typeof o.name === 'string' ? o.name : '',
    })),
  ]
    .map((n) => ({ ...n, name: n.name.trim() }))
    .filter((n, i, all) => n.name && all.findIndex((m) => m.role === n.role && m.name === n.name) === i);
  if (!imports.length || !names.length) return { screeningId: null, open: await openHits(tx, submissionId) };

  const threshold = await thresholdOf(tx, row);
  const found = new Map<string, { name: ScreenedName; c: Candidate; score: number }>();
  for (const n of names) {
    const key = nameKey(n.name);
    if (!key) continue;
    // '%' finds the candidates through the trigram index (pg_trgm's 0.3 similarity); the score decides.
    const candidates = await rows<Candidate>(
      tx,
      sql`select list, entry_uid, entry_name, name, entry_type, programs, similarity(name_key, ${key}) as sim
          from sanctions_names where name_key % ${key}
          order by sim desc limit 50`,
    );
    for (const c of candidates) {
      const score = matchScore(n.name, c.name, Number(c.sim));
      if (score < threshold) continue;
      const id = `${n.role}|${n.name.toLowerCase()}|${c.list}|${c.entry_uid}`;
      const best = found.get(id);
      if (!best || score > best.score) found.set(id, { name: n, c, score });
    }
  }

  const [screening] = await tx
    .insert(sanctionsScreenings)
    .values({
      submissionId,
      screenedAt: now,
      reason,
      threshold,
      names,
      imports: imports.map((i) => i.id),
      hits: found.size,
      retainUntil: retainUntil(now),
    })
    .returning({ id: sanctionsScreenings.id });
  const earlier = await tx.select().from(sanctionsHits).where(eq(sanctionsHits.submissionId, submissionId));
  const idOf = (h: { partyRole: string; partyName: string; list: string; entryUid: number }) =>
    `${h.partyRole}|${h.partyName.toLowerCase()}|${h.list}|${h.entryUid}`;
  const known = new Set(earlier.map(idOf));
  for (const [id, { name, c, score }] of found) {
    if (known.has(id)) continue;
    await tx.insert(sanctionsHits).values({
      screeningId: screening.id,
      submissionId,
      partyRole: name.role,
      partyName: name.name,
      list: c.list,
      entryUid: c.entry_uid,
      entryName: c.entry_name,
      matchedName: c.name,
      entryType: c.entry_type,
      programs: c.programs,
      score,
      retainUntil: retainUntil(now),
    });
  }
  for (const h of earlier)
    if (h.status === 'open' && !found.has(idOf(h)))
      await tx
        .update(sanctionsHits)
        .set({
          status: 'cleared',
          decidedAt: now,
          reason: `Not found again when re-screened on ${now.toISOString().slice(0, 10)} (the entry left the list or no longer matches).`,
        })
        .where(eq(sanctionsHits.id, h.id));
  return { screeningId: screening.id, open: await openHits(tx, submissionId) };
}

async function loadTarget(tx: DbOrTx, submissionId: string) {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
  return row ? { row, definition: await definitionOf(tx, row) } : undefined;
}

export async function openHits(db: DbOrTx, submissionId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sanctionsHits)
    .where(and(eq(sanctionsHits.submissionId, submissionId), eq(sanctionsHits.status, 'open')));
  return Number(r?.n ?? 0);
}
