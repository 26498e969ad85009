import { readRole, type FormRoles } from '@cp/schemas/forms/roles';

/**
 * The next data document of a record: the stored one with the sent top-level fields laid over it, so a
 * client that sends only some fields loses nothing. The trade-reference file name is the server's: only
 * an upload sets it, a client may clear it (choosing manual entry or 'later') but not point it elsewhere.
 */
export function mergeLinkData(
  stored: Record<string, unknown>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...sent };
  const storedName = stored.tradeReferencesFileName;
  if (merged.tradeReferencesFileName && merged.tradeReferencesFileName !== storedName) {
    if (storedName) merged.tradeReferencesFileName = storedName;
    else delete merged.tradeReferencesFileName;
  }
  return merged;
}

/** The requested credit amount (the form's amountRequested role) as the numeric column wants it, or null. */
export function amountColumn(
  data: Record<string, unknown>,
  definition: { roles?: FormRoles },
): string | null {
  const n = Number(readRole(definition, data, 'amountRequested'));
  return Number.isFinite(n) && n > 0 ? n.toFixed(2) : null;
}
