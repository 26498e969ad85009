/** The longest word beginning indexed by submission_search_prefixes() (migration 0002). */
const PREFIX_MAX = 20;

export interface SearchQuery {
  /** For the list's search index: each typed word as a word beginning, all required. */
  prefixes: string;
  /** Words longer than the indexed beginnings, as prefix matches on the record's own words. */
  longWords?: string;
}

/**
 * The search box as a full-text query: every word typed must begin a word of the record (application
 * number, email, company name, contact and customer code), in any order. Words are what the database's
 * submission_search_vector() makes of the text: runs of letters and digits. Punctuation separates words,
 * so it can't inject query syntax. 'harb log' finds 'Harbor Logistics'; 'wds10' finds 'WDS1005'. The list's
 * index holds every word's beginnings up to 20 letters: a longer typed word is looked up by those, then
 * matched whole on the rows found.
 */
export function searchQuery(search: string | undefined): SearchQuery | undefined {
  const words = (search ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
  if (!words.length) return undefined;
  const long = words.filter((word) => word.length > PREFIX_MAX);
  return {
    prefixes: [...new Set(words.map((word) => word.slice(0, PREFIX_MAX)))].join(' & '),
    longWords: long.length ? long.map((word) => `${word}:*`).join(' & ') : undefined,
  };
}
