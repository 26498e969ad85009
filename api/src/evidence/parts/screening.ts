/**
 * The sanctions screening result (README 'Sanctions screening'): every screening of the record with the names
 * screened, the lists' imports it ran against and its threshold, and every hit with what staff decided.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { sanctionsHits, sanctionsImports, sanctionsScreenings } from '../../db/schema';
import { jsonEntry, type EvidencePart } from '../part';
import { peopleOf } from '../people';

export const screeningPart: EvidencePart = {
  name: 'screening',
  async collect({ db, submission }) {
    const screenings = await db
      .select()
      .from(sanctionsScreenings)
      .where(eq(sanctionsScreenings.submissionId, submission.id))
      .orderBy(asc(sanctionsScreenings.screenedAt));
    if (!screenings.length) return [];
    const hits = await db
      .select()
      .from(sanctionsHits)
      .where(eq(sanctionsHits.submissionId, submission.id))
      .orderBy(asc(sanctionsHits.screeningId), asc(sanctionsHits.score));
    const importIds = [...new Set(screenings.flatMap((s) => s.imports))];
    const imports = importIds.length
      ? await db.select().from(sanctionsImports).where(inArray(sanctionsImports.id, importIds))
      : [];
    const person = await peopleOf(
      db,
      hits.map((h) => h.decidedBy),
    );
    const result = screenings.map((s) => ({
      screenedAt: s.screenedAt.toISOString(),
      reason: s.reason,
      threshold: s.threshold,
      names: s.names,
      lists: imports
        .filter((i) => s.imports.includes(i.id))
        .map((i) => ({ list: i.list, fileName: i.fileName, importedAt: i.importedAt.toISOString() })),
      hits: hits
        .filter((h) => h.screeningId === s.id)
        .map((h) => ({
          partyRole: h.partyRole,
          partyName: h.partyName,
          list: h.list,
          entryUid: h.entryUid,
          entryName: h.entryName,
          matchedName: h.matchedName,
          entryType: h.entryType,
          programs: h.programs,
          score: h.score,
          status: h.status,
          decidedBy: person(h.decidedBy),
          decidedAt: h.decidedAt?.toISOString() ?? null,
          reason: h.reason,
        })),
    }));
    return [jsonEntry('screening.json', result)];
  },
};
