/** Staff security levels (back-office.md §6). Stored upper case; compared case-insensitively. */
export const SECURITY_LEVELS = ['READ ONLY', 'ADMIN', 'SUPER ADMIN'] as const;
export type Security = (typeof SECURITY_LEVELS)[number];

/** The signed-in staff member as the API and the console see it. Ids are unit (company/division) uuids. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  security: Security;
  maximumApprovalAmount: number;
  companies: string[];
  divisions: string[];
}

/**
 * Maps any spelling of a role ('Read Only', 'super admin', ' ADMIN ') to its canonical value.
 * An unknown role throws: a user with a role we do not know must get no permissions at all.
 */
export function normalizeSecurity(raw: unknown): Security {
  const key =
    typeof raw === 'string'
      ? raw
          .trim()
          .replace(/[\s_]+/g, ' ')
          .toUpperCase()
      : '';
  const found = SECURITY_LEVELS.find((level) => level === key);
  if (!found) throw new Error(`Unknown security role: ${String(raw)}`);
  return found;
}

/** The role names shown in the console (back-office.md §9 'Roles: Read Only, Admin, Super Admin'). */
export const SECURITY_LABELS: Record<Security, string> = {
  'READ ONLY': 'Read Only',
  ADMIN: 'Admin',
  'SUPER ADMIN': 'Super Admin',
};
