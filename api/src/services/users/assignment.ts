/**
 * The rules of a user's role, units and approval cap (back-office.md §2 'Users', §6, §8): at least one
 * company or division, admins in one company only, a maximum approval amount for everyone but Read Only
 * users (9 digits at most). §5 'Save user' and 'Invite' say "at least one company or division" with no
 * exception for any role (only the approval amount exempts Read Only), so a super admin needs a unit too.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import {
  ADMIN_ONE_COMPANY,
  MAXIMUM_APPROVAL_REQUIRED,
  SELECT_COMPANY_OR_DIVISION,
} from '@cp/schemas/messages/signin';
import { normalizeSecurity, type Security } from '@cp/schemas/permissions/types';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { isUuid } from './user-dto';

export interface AssignmentInput {
  security?: unknown;
  companies?: unknown;
  divisions?: unknown;
  maximumApprovalAmount?: unknown;
}

export interface Assignment {
  security: Security;
  unitIds: string[];
  maximumApprovalAmount: number;
}

const ids = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter(isUuid))] : []);
export const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { fields: { [field]: message } });

export async function checkAssignment(db: DbOrTx, input: AssignmentInput): Promise<Assignment> {
  let security: Security;
  try {
    security = normalizeSecurity(input.security ?? 'READ ONLY');
  } catch {
    throw invalid('security', 'Security must be Read Only, Admin or Super Admin.');
  }
  const wanted = [...ids(input.companies), ...ids(input.divisions)];
  const found = wanted.length
    ? await db
        .select({ id: units.id, kind: units.kind, parentId: units.parentId })
        .from(units)
        .where(and(inArray(units.id, wanted), isNull(units.deleteDate)))
    : [];
  if (found.length === 0) throw invalid('companies', SELECT_COMPANY_OR_DIVISION);
  const companies = new Set(found.map((u) => (u.kind === 'company' ? u.id : u.parentId)));
  if (security === 'ADMIN' && companies.size > 1) throw invalid('companies', ADMIN_ONE_COMPANY);
  const raw = input.maximumApprovalAmount;
  const amount = Number(String(raw ?? '').replace(/,/g, ''));
  const given = raw !== '' && raw !== null && raw !== undefined && Number.isInteger(amount) && amount >= 0;
  if (given && amount > 999_999_999) throw invalid('maximumApprovalAmount', MAXIMUM_APPROVAL_REQUIRED);
  if (security !== 'READ ONLY' && (!given || amount === 0))
    throw invalid('maximumApprovalAmount', MAXIMUM_APPROVAL_REQUIRED);
  return { security, unitIds: found.map((u) => u.id), maximumApprovalAmount: given ? amount : 0 };
}
