/**
 * Name matching for sanctions screening (README 'Sanctions screening'). A name is normalised to a key: accents
 * folded, lower case, punctuation to spaces, corporate suffixes and filler words dropped, tokens sorted (so
 * OFAC's 'SURNAME, Given' and 'Given Surname' meet, as do 'Acme Trading LLC' and 'ACME TRADING, L.L.C.'). The
 * database finds candidates by trigram similarity of the keys; `matchScore` then scores a candidate: the
 * similarity, raised by token rules — every token of the list's name among the party's (at least two tokens),
 * or the same tokens with one letter off in one of them.
 */

/** Words that say what kind of company it is, not which one. */
const FILLER = new Set([
  'the',
  'and',
  'of',
  'llc',
  'l',
  'c',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'lp',
  'llp',
  'plc',
  'sa',
  'ag',
  'gmbh',
  'bv',
  'nv',
  'srl',
  'spa',
  'pte',
  'pty',
  'jsc',
  'ojsc',
  'cjsc',
  'pjsc',
  'ooo',
  'zao',
  'oao',
  'fze',
  'fzco',
  'dba',
  'aka',
  'fka',
]);

/** The name's significant tokens, in its order. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\b[a-z])\.(?=[a-z]\.)/g, '$1') // L.L.C. → llc
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t && !FILLER.has(t));
}

/** The key the lists are searched by: the tokens, sorted, one space apart. */
export function nameKey(name: string): string {
  return [...nameTokens(name)].sort().join(' ');
}

/** At most one edit (insert, delete or substitute) apart. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * A candidate's score from 0 to 1: the trigram similarity the database gave it, or more when a token rule holds:
 * 1 when every token of the list's name is one of the party's (and it has two or more), 0.92 when the tokens are
 * the same but one is one letter off (a typo, a transliteration's variant).
 */
export function matchScore(partyName: string, listName: string, similarity: number): number {
  const party = nameTokens(partyName);
  const listed = nameTokens(listName);
  let score = similarity;
  if (listed.length >= 2 && listed.every((t) => party.includes(t))) score = Math.max(score, 1);
  else if (listed.length >= 2 && listed.length === party.length) {
    const a = [...party].sort();
    const b = [...listed].sort();
    const off = a.filter((t, i) => t !== b[i]);
    if (off.length === 1 && oneEditApart(off[0], b[a.indexOf(off[0])]) && off[0].length >= 4)
      score = Math.max(score, 0.92);
  }
  return Math.round(score * 1000) / 1000;
}
