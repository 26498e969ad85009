const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * A list entry the customer never filled: every value empty or the one the form opens with (the three
 * trade references start with Country: United States), so it holds nothing they typed.
 */
export function untouched(item: unknown, start: unknown): boolean {
  if (!isObject(item)) return blank(item);
  const given = isObject(start) ? start : {};
  return Object.entries(item).every(([k, v]) => blank(v) || v === given[k] || untouched(v, given[k]));
}

/** The entries of a list the customer filled, against the list the form opens with. */
export function filledEntries(list: unknown, start: unknown): unknown[] {
  if (!Array.isArray(list)) return [];
  return list.filter((item, i) => !untouched(item, Array.isArray(start) ? start[i] : undefined));
}
