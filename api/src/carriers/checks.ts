/**
 * A record's carrier checks for staff (README 'Carrier checks'; schemas contracts/carriers.ts): the dated list,
 * newest first (`read` on the application), and 'Check carrier' now (`approve`, as 'Screen again' is: a check
 * is evidence for the decision, so those who decide gather it; READ ONLY never). The numbers default to the
 * application's roles; with neither, 400 on the field. The provider is asked outside any transaction; when it
 * is unavailable the answer is 503 and nothing is stored.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { CarrierCheckView, CheckCarrierBody } from '@cp/schemas/contracts/carriers';
import * as M from '@cp/schemas/messages/carriers';
import type { Db } from '../db/client';
import { carrierChecks, users } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { APPLICATION } from '../services/applications/kind';
import { assertMay, type Staff } from '../services/submissions/access';
import { loadSubmission } from '../services/submissions/load-submission';
import { runCarrierCheck } from './check';
import { carrierNumbersOf } from './numbers';
import { CarrierUnavailable, type CarrierProvider } from './provider';

export interface CarrierCall extends Staff {
  db: Db;
  id: string;
}

export async function listCarrierChecks(o: CarrierCall): Promise<CarrierCheckView[]> {
  const record = await loadSubmission(o.db, APPLICATION, o, o.id);
  const rows = await o.db
    .select()
    .from(carrierChecks)
    .where(eq(carrierChecks.submissionId, record.id))
    .orderBy(desc(carrierChecks.checkedAt));
  const ids = [...new Set(rows.map((r) => r.checkedBy).filter((u): u is string => !!u))];
  const people = ids.length
    ? await o.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const nameOf = (id: string | null) => {
    const p = people.find((u) => u.id === id);
    return p ? `${p.firstName} ${p.lastName}`.trim() || p.email : null;
  };
  return rows.map((r) => ({
    id: r.id,
    checkedAt: r.checkedAt.toISOString(),
    usdot: r.usdot,
    mc: r.mc,
    source: r.source,
    verdict: r.verdict,
    problems: r.problems,
    snapshot: r.snapshot ?? null,
    checkedBy: nameOf(r.checkedBy),
  }));
}

export async function checkCarrier(
  o: CarrierCall & { body: CheckCarrierBody; provider: CarrierProvider },
): Promise<CarrierCheckView> {
  const record = await loadSubmission(o.db, APPLICATION, o, o.id);
  assertMay(o, APPLICATION, 'approve', record, M.CARRIER_DENIED);
  const own = await carrierNumbersOf(o.db, record);
  // Numbers typed in the dialog replace the application's: staff may check a corrected number.
  const typed = o.body.usdotNumber || o.body.mcNumber;
  const numbers = typed ? { usdot: o.body.usdotNumber ?? null, mc: o.body.mcNumber ?? null } : own;
  if (!numbers.usdot && !numbers.mc)
    throw new AppError(ErrorCode.Validation, M.CARRIER_NUMBER_REQUIRED, {
      fields: { usdotNumber: M.CARRIER_NUMBER_REQUIRED },
    });
  try {
    const view = await runCarrierCheck({
      db: o.db,
      provider: o.provider,
      submissionId: record.id,
      numbers,
      checkedBy: o.actor.id,
    });
    return { ...view, checkedBy: `${o.actor.firstName} ${o.actor.lastName}`.trim() || o.actor.email };
  } catch (e) {
    if (e instanceof CarrierUnavailable) throw new AppError(ErrorCode.Unavailable, M.CARRIER_UNAVAILABLE);
    throw e;
  }
}
