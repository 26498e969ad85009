/**
 * Invite New User (back-office.md §2 'Users', §8): creates an inactive user with the chosen role, cap,
 * department and units, and emails the registration link. The caller checks the super-admin permission.
 */
import { inArray, isNull, and, sql } from 'drizzle-orm';
import {
  ADMIN_ONE_COMPANY,
  INVALID_EMAIL,
  MAXIMUM_APPROVAL_REQUIRED,
  SELECT_COMPANY_OR_DIVISION,
  USER_EMAIL_TAKEN,
} from '@cp/schemas/messages/signin';
import { normalizeSecurity, type SessionUser } from '@cp/schemas/permissions/types';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { units, userUnits, users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { sendInvitation } from './send-invitation';
import { isUuid } from './user-dto';

export interface InviteUserInput {
  email?: unknown;
  security?: unknown;
  companies?: unknown;
  divisions?: unknown;
  maximumApprovalAmount?: unknown;
  department?: unknown;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ids = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter(isUuid))] : []);
const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { fields: { [field]: message } });

export async function inviteUser(options: {
  db: Db;
  config: Config;
  actor: SessionUser;
  input: InviteUserInput;
}): Promise<{ id: string }> {
  const { db, config, actor, input } = options;
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (!emailPattern.test(email) || email.length > 250) throw invalid('email', INVALID_EMAIL);
  let security;
  try {
    security = normalizeSecurity(input.security ?? 'READ ONLY');
  } catch {
    throw invalid('security', 'Security must be Read Only, Admin or Super Admin.');
  }
  const unitIds = [...ids(input.companies), ...ids(input.divisions)];
  const found = unitIds.length
    ? await db
        .select({ id: units.id, kind: units.kind, parentId: units.parentId })
        .from(units)
        .where(and(inArray(units.id, unitIds), isNull(units.deleteDate)))
    : [];
  if (found.length === 0 && security !== 'SUPER ADMIN')
    throw invalid('companies', SELECT_COMPANY_OR_DIVISION);
  const companiesTouched = new Set(found.map((u) => (u.kind === 'company' ? u.id : u.parentId)));
  if (security === 'ADMIN' && companiesTouched.size > 1) throw invalid('companies', ADMIN_ONE_COMPANY);
  const amount = Number(String(input.maximumApprovalAmount ?? '').replace(/,/g, ''));
  const hasAmount = input.maximumApprovalAmount !== '' && Number.isInteger(amount) && amount > 0;
  if (security !== 'READ ONLY' && !hasAmount)
    throw invalid('maximumApprovalAmount', MAXIMUM_APPROVAL_REQUIRED);
  if (hasAmount && amount > 999_999_999) throw invalid('maximumApprovalAmount', MAXIMUM_APPROVAL_REQUIRED);

  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleteDate)));
    if (taken)
      throw new AppError(ErrorCode.Conflict, USER_EMAIL_TAKEN, { fields: { email: USER_EMAIL_TAKEN } });
    const [user] = await tx
      .insert(users)
      .values({
        email,
        active: false,
        security,
        maximumApprovalAmount: hasAmount ? amount : 0,
        department: typeof input.department === 'string' ? input.department.trim().slice(0, 100) : '',
      })
      .returning({ id: users.id, email: users.email });
    if (found.length)
      await tx.insert(userUnits).values(found.map((u) => ({ userId: user.id, unitId: u.id })));
    await sendInvitation({ tx, config, user, invitedBy: actor });
    await writeAudit(tx, {
      actorId: actor.id,
      actorKind: 'user',
      action: 'invite-user',
      entity: 'user',
      entityId: user.id,
      after: {
        email,
        security,
        maximumApprovalAmount: hasAmount ? amount : 0,
        units: found.map((u) => u.id),
      },
    });
    return { id: user.id };
  });
}
