import { Chip } from '@mui/material';
import { normalizeSecurity, SECURITY_LABELS, type Security } from '@cp/schemas/permissions/types';

/**
 * The colour-coded security chip of the user cards (back-office.md §2 'Users'): white text on a dark
 * colour per role, each pair with a contrast of at least 4.5:1 (WCAG AA for small text).
 */
export const SECURITY_COLORS: Record<Security, string> = {
  'READ ONLY': '#546e7a',
  ADMIN: '#1565c0',
  'SUPER ADMIN': '#6a1b9a',
};

/** The role, or undefined for a name we do not know (other role names are not shown, §6). */
export function securityOf(raw: unknown): Security | undefined {
  try {
    return normalizeSecurity(raw);
  } catch {
    return undefined;
  }
}

export function SecurityChip({ security }: { security: unknown }) {
  const role = securityOf(security);
  if (!role) return null;
  return (
    <Chip
      size="small"
      label={SECURITY_LABELS[role]}
      sx={{ bgcolor: SECURITY_COLORS[role], color: '#fff', fontWeight: 600 }}
    />
  );
}
