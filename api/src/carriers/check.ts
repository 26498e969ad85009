/**
 * One carrier check (README 'Carrier checks'): the provider asked by USDOT (else by MC number), its answer
 * judged (verdict.ts) and stored, dated, with the snapshot. The network call runs outside any transaction;
 * a provider that cannot answer throws CarrierUnavailable and nothing is stored.
 */
import type { CarrierCheckView } from '@cp/schemas/contracts/carriers';
import type { DbOrTx } from '../db/client';
import { carrierChecks } from '../db/schema';
import type { CarrierNumbers } from './numbers';
import type { CarrierProvider } from './provider';
import { carrierVerdict } from './verdict';

export interface RunCheck {
  db: DbOrTx;
  provider: CarrierProvider;
  submissionId: string;
  numbers: CarrierNumbers;
  checkedBy: string | null;
  now?: Date;
}

export async function runCarrierCheck(o: RunCheck): Promise<CarrierCheckView> {
  const { usdot, mc } = o.numbers;
  const snapshot = usdot ? await o.provider.byUsdot(usdot) : mc ? await o.provider.byMc(mc) : null;
  const { verdict, problems } = carrierVerdict(snapshot);
  const [row] = await o.db
    .insert(carrierChecks)
    .values({
      submissionId: o.submissionId,
      usdot: usdot ?? snapshot?.usdot ?? null,
      mc,
      checkedAt: o.now ?? new Date(),
      source: o.provider.source,
      verdict,
      problems,
      snapshot,
      checkedBy: o.checkedBy,
    })
    .returning();
  return {
    id: row.id,
    checkedAt: row.checkedAt.toISOString(),
    usdot: row.usdot,
    mc: row.mc,
    source: row.source,
    verdict: row.verdict,
    problems: row.problems,
    snapshot: row.snapshot ?? null,
    checkedBy: null,
  };
}
