/** Who may read the Email log (super admins): its routes and its CSV export check the same rule. */
import type { Request } from 'express';
import { EMAIL_LOG_ACCESS_DENIED } from '@cp/schemas/messages/documents';
import { signedIn } from '../../auth/middleware';
import { AppError, ErrorCode } from '../../errors';

export function superAdminOnly(req: Request): void {
  if (!signedIn(req).ability.can('read', 'EmailLog'))
    throw new AppError(ErrorCode.Forbidden, EMAIL_LOG_ACCESS_DENIED);
}
