/**
 * An object with the capitalised names customer-portal.md §3 writes the activation with (`CompanyName`,
 * `Address.Address1`; 'DUNS' stays upper case), as a spec client sends it.
 */
export const capitalise = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(capitalise);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k === 'duns' ? 'DUNS' : k[0].toUpperCase() + k.slice(1),
      capitalise(v),
    ]),
  );
};
