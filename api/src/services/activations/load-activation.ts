/** Reads one live customer activation the actor may see; anything else is 'not found' (no leak). */
import { and, eq, isNull } from 'drizzle-orm';
import { ACTIVATION_NOT_FOUND } from '@cp/schemas/messages/activations';
import type { DbOrTx } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { actorSees, type ActivationActor } from './actor';

export type ActivationRow = typeof submissions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadActivation(
  db: DbOrTx,
  actor: ActivationActor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ActivationRow> {
  if (!UUID.test(id ?? '')) throw new AppError(ErrorCode.NotFound, ACTIVATION_NOT_FOUND);
  const query = db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.id, id),
        eq(submissions.form, 'customer-activation'),
        isNull(submissions.deleteDate),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || !actorSees(actor, row)) throw new AppError(ErrorCode.NotFound, ACTIVATION_NOT_FOUND);
  return row;
}
