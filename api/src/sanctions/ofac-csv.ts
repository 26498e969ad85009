/**
 * OFAC's published CSV files (README 'Sanctions screening'): SDN.CSV (or the consolidated list's CONS_PRIM.CSV)
 * and ALT.CSV (CONS_ALT.CSV), as the US Treasury publishes them — no header row, '-0-' for an empty field, a
 * Ctrl-Z at the end. Parsed with csv-parse.
 *
 *   primary: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag,
 *            Vess_owner, Remarks
 *   alias:   ent_num, alt_num, alt_type, alt_name, alt_remarks
 */
import { parse } from 'csv-parse/sync';

export interface OfacEntry {
  uid: number;
  name: string;
  /** 'individual', 'vessel', 'aircraft'; '' for an entity (OFAC leaves it empty). */
  type: string;
  /** As the list writes them: 'SDGT] [IRGC' becomes 'SDGT, IRGC'. */
  programs: string;
  remarks: string;
  aliases: string[];
}

export class OfacFileError extends Error {}

const field = (v: string | undefined) => {
  const s = (v ?? '').trim();
  return s === '-0-' ? '' : s;
};

function rows(text: string, what: string, minColumns: number): string[][] {
  // OFAC's files end with a Ctrl-Z (0x1A): split away rather than matched by a regular expression.
  const clean = text
    .split(String.fromCharCode(0x1a))
    .join('')
    .replace(/^\uFEFF/, '');
  let parsed: string[][];
  try {
    parsed = parse(clean, {
      relax_column_count: true,
      skip_empty_lines: true,
      relax_quotes: true,
      trim: true,
    });
  } catch (e) {
    throw new OfacFileError(`The ${what} file is not a CSV file OFAC publishes: ${(e as Error).message}`);
  }
  const bad = parsed.findIndex((r) => r.length < minColumns || !/^\d+$/.test(field(r[0])));
  if (bad >= 0)
    throw new OfacFileError(
      `Line ${bad + 1} of the ${what} file is not an OFAC ${what} row (expected ${minColumns} or more columns starting with the entry number).`,
    );
  return parsed;
}

/** The entries of a primary file (SDN.CSV or CONS_PRIM.CSV) with the aliases of an alias file (ALT.CSV). */
export function parseOfacFiles(primary: string, alias?: string): OfacEntry[] {
  const entries = new Map<number, OfacEntry>();
  for (const r of rows(primary, 'primary', 4)) {
    const uid = Number(field(r[0]));
    const name = field(r[1]);
    if (!name) continue;
    entries.set(uid, {
      uid,
      name,
      type: field(r[2]).toLowerCase(),
      programs: field(r[3])
        .split(/\]\s*\[/)
        .map((p) => p.replace(/[[\]]/g, '').trim())
        .filter(Boolean)
        .join(', '),
      remarks: field(r[11]),
      aliases: [],
    });
  }
  if (!entries.size) throw new OfacFileError('The primary file lists no entries.');
  if (alias)
    for (const r of rows(alias, 'alias', 4)) {
      const entry = entries.get(Number(field(r[0])));
      const name = field(r[3]);
      if (entry && name && !entry.aliases.includes(name)) entry.aliases.push(name);
    }
  return [...entries.values()];
}
