/**
 * The draft save shared by both link forms (the wizards on every Next, the activation form as the
 * customer types): the open record locked, the sent fields laid over the stored ones, unknown fields
 * dropped and formats checked (required relaxed), no status change, the version bumped so a stored PDF is
 * regenerated, and an audit row when something changed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError } from '../../errors';
import { definitionOf } from '../../forms/definitions';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { changedFields, writeAudit } from '../submissions/audit';
import type { FormName } from '../submissions/find-by-link';
import { checkFormData } from './check-form-data';
import { toInviteView, type InviteView } from './invite-view';
import { lockOpenRecord } from './lock-open-record';
import { amountColumn, mergeLinkData } from './merge-data';

export interface SaveLinkDraftOptions {
  db: Db;
  id: unknown;
  email: unknown;
  data: Record<string, unknown>;
  ip?: string;
}

interface KernelOptions extends SaveLinkDraftOptions {
  form: FormName;
  /**
   * Keep what is valid instead of refusing the whole draft: a value that fails its format (an email
   * half typed when the form saved itself) keeps its stored value, and the rest is saved.
   */
  keepValid?: boolean;
}

const MAX_PASSES = 3;

/** The value at a JSON pointer ('/address/zip'), or undefined. */
function valueAt(doc: unknown, pointer: string): unknown {
  let at: unknown = doc;
  for (const key of pointer.split('/').slice(1)) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `doc` with the value at `pointer` replaced by `value` (removed when undefined). */
function withValueAt(doc: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = pointer.split('/').slice(1);
  const copy: Record<string, unknown> = Array.isArray(doc) ? ([...doc] as never) : { ...doc };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  if (typeof child !== 'object' || child === null) return copy;
  copy[head] = withValueAt(child as Record<string, unknown>, `/${rest.join('/')}`, value);
  return copy;
}

function checkDraft(
  definition: FormDefinition,
  next: Record<string, unknown>,
  stored: Record<string, unknown>,
  keepValid: boolean,
): Record<string, unknown> {
  for (let pass = 0; ; pass++) {
    try {
      return checkFormData(definition, next, 'draft', stored);
    } catch (e) {
      const fields = e instanceof AppError ? e.fields : undefined;
      if (!keepValid || !fields || Object.keys(fields).length === 0 || pass >= MAX_PASSES) throw e;
      for (const pointer of Object.keys(fields)) next = withValueAt(next, pointer, valueAt(stored, pointer));
    }
  }
}

export async function saveLinkDraft(o: KernelOptions): Promise<InviteView> {
  return o.db.transaction(async (tx) => {
    const record = await lockOpenRecord(tx, { id: o.id, email: o.email, form: o.form });
    const before = record.submission;
    const definition = await definitionOf(tx, before);
    const data = checkDraft(definition, mergeLinkData(before.data, o.data), before.data, !!o.keepValid);
    const [row] = await tx
      .update(submissions)
      .set({
        data,
        ...(o.form === 'credit-application' ? { amountReq: amountColumn(data, definition) } : {}),
        version: sql`${submissions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(submissions.id, before.id))
      .returning();
    const changed = changedFields(before.data, data);
    if (Object.keys(changed.after).length > 0) {
      await writeAudit(tx, {
        actorId: null,
        actorKind: 'customer',
        action: 'save-draft',
        entity: 'submission',
        entityId: row.id,
        ...changed,
        ip: o.ip,
      });
    }
    return toInviteView({ submission: row, unit: record.unit });
  });
}
