/**
 * The demo's sanctions screening (README 'Sanctions screening'): the fictitious sample SDN list (api/src/
 * sanctions/sample) imported, and every submitted demo record screened against it, as the workers do after an
 * import; the sample shares a name with a demo applicant, so the console shows an open hit that blocks approval.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { submissions } from '../schema';
import { storeSanctionsList } from '../../sanctions/import-list';
import { sampleSdnFiles } from '../../sanctions/sample';
import { screenSubmission } from '../../sanctions/screen';

export async function seedDemoSanctions(tx: Tx, superId: string): Promise<void> {
  await storeSanctionsList(tx, { list: 'sdn', ...sampleSdnFiles(), importedBy: superId });
  const records = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(inArray(submissions.status, ['NEW', 'PENDING', 'APPROVED', 'DENIED']));
  for (const { id } of records) await screenSubmission(tx, id, 'list-import');
}
