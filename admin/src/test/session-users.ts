/** Signed-in users of the console's unit tests (the demo's super admin, and a Read Only user of Bristol). */
import type { SessionUser } from '@cp/schemas/permissions/types';

export const SUPER_ADMIN: SessionUser = {
  id: 'u1',
  email: 'superadmin@demo.test',
  firstName: 'Sam',
  lastName: 'Super',
  security: 'SUPER ADMIN',
  maximumApprovalAmount: 1_000_000,
  companies: [],
  divisions: [],
};

export const READ_ONLY: SessionUser = { ...SUPER_ADMIN, security: 'READ ONLY', divisions: ['bri'] };
