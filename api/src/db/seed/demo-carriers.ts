/**
 * The demo's carrier checks (README 'Carrier checks'): three eight-step applications awaiting a decision carry
 * the carrier and owner fields — one the lapsed-insurance USDOT number of the recorded fixtures, one an active
 * carrier, each with its check recorded as the submit's job records it; one an owner named after a sample SDN
 * entry, whom the screening that follows (demo-sanctions.ts) finds as an open hit.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { submissions } from '../schema';
import { runCarrierCheck } from '../../carriers/check';
import { FIXTURE_USDOT, fixturesProvider } from '../../carriers/fixtures';

/** The sample's entry 990002 is 'VOLKOV, Dmitry'. */
export const DEMO_SANCTIONED_OWNER = 'Dmitry Volkov';

export async function seedDemoCarriers(tx: Tx): Promise<string[]> {
  const candidates = await tx
    .select({ id: submissions.id, data: submissions.data })
    .from(submissions)
    .where(
      and(
        eq(submissions.formFamily, 'application-eight'),
        inArray(submissions.status, ['NEW', 'PENDING']),
        isNull(submissions.deleteDate),
      ),
    )
    .orderBy(asc(submissions.applicationNumber))
    .limit(3);
  const extras: { usdotNumber?: string; mcNumber?: string; owners?: object[] }[] = [
    {
      usdotNumber: FIXTURE_USDOT['lapsed-insurance'],
      owners: [{ name: 'Rosa Delgado', title: 'Owner', ownershipPercent: 100 }],
    },
    { usdotNumber: FIXTURE_USDOT.active, mcNumber: '100001' },
    {
      owners: [
        { name: 'Hannah Price', title: 'CEO', ownershipPercent: 55 },
        { name: DEMO_SANCTIONED_OWNER, title: 'Director', ownershipPercent: 45 },
      ],
    },
  ];
  for (const [i, c] of candidates.entries()) {
    const extra = extras[i];
    await tx
      .update(submissions)
      .set({ data: { ...(c.data as object), ...extra } })
      .where(eq(submissions.id, c.id));
    if (extra.usdotNumber)
      await runCarrierCheck({
        db: tx,
        provider: fixturesProvider,
        submissionId: c.id,
        numbers: { usdot: extra.usdotNumber, mc: extra.mcNumber ?? null },
        checkedBy: null,
      });
  }
  return candidates.map((c) => c.id);
}
