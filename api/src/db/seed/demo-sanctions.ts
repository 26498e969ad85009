/**
 * The demo's sanctions screening (README 'Sanctions screening'): the fictitious sample SDN list (api/src/
 * sanctions/sample) imported, and every submitted demo record screened against it, as the workers do after an
 * import. The demo's applicants are generated names, so one PENDING Bristol application (its own customer) is
 * named after a sample entry first: the console shows an open hit that blocks its approval, for every role
 * that sees Bristol.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { submissions, units } from '../schema';
import { storeSanctionsList } from '../../sanctions/import-list';
import { sampleSdnFiles } from '../../sanctions/sample';
import { screenSubmission } from '../../sanctions/screen';

/** The sample's entry 990001 is 'KRASNOV TRADING GROUP'; an applicant of that name is a hit of score 1. */
export const DEMO_SANCTIONED_NAME = 'KRASNOV TRADING GROUP LLC';

async function nameOneApplicant(tx: Tx): Promise<void> {
  const [bristol] = await tx.select({ id: units.id }).from(units).where(eq(units.code, 'BRI'));
  if (!bristol) return;
  const candidates = await tx
    .select({ id: submissions.id, data: submissions.data, facts: submissions.facts })
    .from(submissions)
    .where(
      and(
        eq(submissions.divisionId, bristol.id),
        eq(submissions.status, 'PENDING'),
        eq(submissions.form, 'credit-application'),
        isNull(submissions.deleteDate),
      ),
    )
    .orderBy(asc(submissions.applicationNumber));
  for (const c of candidates) {
    // Its own customer only: no other record's credit file changes name.
    const { rows } = (await tx.execute(sql`
      select l.entity_id, (select count(*) from customer_links o where o.entity_id = l.entity_id)::int as n
      from customer_links l where l.submission_id = ${c.id}::uuid`)) as unknown as {
      rows: { entity_id: string; n: number }[];
    };
    if (rows.length !== 1 || rows[0].n !== 1) continue;
    await tx
      .update(submissions)
      .set({
        data: { ...(c.data as object), companyName: DEMO_SANCTIONED_NAME },
        facts: { ...(c.facts as object), legalName: DEMO_SANCTIONED_NAME },
      })
      .where(eq(submissions.id, c.id));
    await tx.execute(sql`
      update customer_entities set legal_name = ${DEMO_SANCTIONED_NAME},
        name_key = business_name_key(${DEMO_SANCTIONED_NAME})
      where id = ${rows[0].entity_id}::uuid`);
    return;
  }
}

export async function seedDemoSanctions(tx: Tx, superId: string): Promise<void> {
  await storeSanctionsList(tx, { list: 'sdn', ...sampleSdnFiles(), importedBy: superId });
  await nameOneApplicant(tx);
  const records = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(inArray(submissions.status, ['NEW', 'PENDING', 'APPROVED', 'DENIED']));
  for (const { id } of records) await screenSubmission(tx, id, 'list-import');
}
