/** Sanctions screening's messages (README 'Sanctions screening'). */
export const SANCTIONS_OPEN_HIT =
  'This record has an open sanctions screening hit. Clear it as a false positive with a reason, or confirm it, before approving.';
export const SANCTIONS_DENIED = 'Access to the sanctions screening is denied!';
export const SANCTIONS_HIT_NOT_FOUND = 'Screening hit not found.';
export const SANCTIONS_HIT_DECIDED = 'This hit has already been decided.';
export const SANCTIONS_NOT_SUBMITTED = 'A record is screened once it is submitted.';
export const SANCTIONS_HIT_CLEARED = 'The hit was cleared as a false positive.';
export const SANCTIONS_HIT_CONFIRMED = 'The hit was confirmed and the record denied.';
export const SANCTIONS_SCREENED = (open: number) =>
  open === 0 ? 'Screened: no open hit.' : `Screened: ${open} open hit${open === 1 ? '' : 's'}.`;
export const SANCTIONS_NO_LIST = 'No sanctions list is imported yet: a Super Admin imports one first.';
export const SANCTIONS_IMPORTED = (entries: number, names: number) =>
  `Imported ${entries} entries (${names} names). Every submitted record is being screened again.`;
export const SANCTIONS_THRESHOLD_INVALID =
  'Sanctions match threshold must be a number from 0.5 to 1, or empty.';
export const SANCTIONS_FILE_REQUIRED = 'Choose the list’s primary CSV file (SDN.CSV or CONS_PRIM.CSV).';
