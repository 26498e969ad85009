/**
 * The submit's hook (README 'Carrier checks'): an application whose version gives a USDOT or MC number gets a
 * 'carrier-check' job in the submit's transaction; the job, not the submit, asks FMCSA.
 */
import type { DbOrTx } from '../db/client';
import { carrierCheckJob } from '../jobs/kinds/carrier-jobs';
import { enqueueJob } from '../jobs/queue';
import { carrierNumbersOf, type CarrierRecord } from './numbers';

export async function enqueueCarrierCheck(tx: DbOrTx, row: CarrierRecord & { id: string }) {
  const { usdot, mc } = await carrierNumbersOf(tx, row);
  if (!usdot && !mc) return;
  await enqueueJob(tx, carrierCheckJob, { submissionId: row.id }, { singletonKey: `carrier-${row.id}` });
}
