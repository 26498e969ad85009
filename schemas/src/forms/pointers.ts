/** JSON pointers ('/a/0/b'), the one internal spelling of a field's path: the engine's and the validator modules'. */

/** Accepts '/a/b', 'a.b', '.a.b' or 'a/b' and answers the JSON pointer '/a/b'. */
export function toPointer(path: string): string {
  if (path === '' || path === '/' || path === '.') return '';
  if (path.startsWith('/')) return path;
  const parts = path.includes('/') ? path.split('/') : path.split('.');
  return '/' + parts.filter((p) => p !== '').join('/');
}

/** True when `pointer` is `scope` itself or lies inside it (a step's field and what it holds). */
export function isWithin(pointer: string, scope: string): boolean {
  const s = toPointer(scope);
  return pointer === s || pointer.startsWith(s + '/');
}
