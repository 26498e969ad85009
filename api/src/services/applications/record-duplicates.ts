/**
 * Possible duplicates (issue 12 item 5, back-office.md §3 duplicationNotification and
 * contactDuplicationNotification): when a customer submits a credit application, earlier live applications
 * of the same business anywhere in the group — the same federal tax id, the same DUNS, or the same
 * business name (business_name_key(), migration 0003) and zip — are recorded in submission_duplicates.
 * The customer gets the unit's duplication notification, the chosen contacts the contact duplication
 * notification, through the Email log in the submit's transaction. Each key is one lookup in its own
 * partial index (db/schema/submissions 'duplicateKeys'); an empty key matches nothing.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { submissionDuplicates } from '../../db/schema';
import { enqueueEmail } from '../../mail/enqueue';
import { selectedContactEmails } from '../submissions/contacts';
import type { SubmissionRow } from '../submissions/kind';
import { factText } from '@cp/schemas/forms/roles';

export interface DuplicateMatch {
  id: string;
  applicationNumber: string;
  status: string;
  matchedOn: 'tax_id' | 'duns' | 'name_zip';
}

const LIVE = sql.raw(
  `form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED')`,
);

const keyOf = (value: unknown): string | null => {
  const s = typeof value === 'string' ? value.trim() : '';
  return s === '' ? null : s;
};

/** The other live applications of the business the record's data names, nearest key first, once each. */
export async function findDuplicates(tx: Tx, row: SubmissionRow): Promise<DuplicateMatch[]> {
  // The record's facts (its answers through its version's roles), so any version's fields are compared.
  const taxId = keyOf(factText(row.facts, 'federalTaxId'));
  const duns = keyOf(factText(row.facts, 'duns'));
  const name = keyOf(factText(row.facts, 'legalName'));
  const zip = keyOf(factText(row.facts, 'address', 'zip'));
  const parts = [
    taxId &&
      sql`select id, 1 as rank, 'tax_id' as matched_on from submissions where ${LIVE} and (facts->>'federalTaxId') = ${taxId}`,
    duns && sql`select id, 2, 'duns' from submissions where ${LIVE} and (facts->>'duns') = ${duns}`,
    name &&
      zip &&
      sql`select id, 3, 'name_zip' from submissions where ${LIVE} and business_name_key(facts->>'legalName') = business_name_key(${name}) and (facts->'address'->>'zip') = ${zip}`,
  ].filter((p) => !!p);
  if (parts.length === 0) return [];
  // Both drivers (node-postgres, PGlite) answer raw statements as { rows }; drizzle types it per driver.
  const result =
    (await tx.execute(sql`select distinct on (m.id) m.id, s.application_number, s.status, m.matched_on
         from (${sql.join(parts, sql` union all `)}) as m(id, rank, matched_on)
         join submissions s on s.id = m.id
         where m.id <> ${row.id}::uuid
         order by m.id, m.rank`)) as unknown as {
      rows: {
        id: string;
        application_number: string | null;
        status: string;
        matched_on: DuplicateMatch['matchedOn'];
      }[];
    };
  return result.rows.map((r) => ({
    id: r.id,
    applicationNumber: r.application_number ?? '',
    status: r.status,
    matchedOn: r.matched_on,
  }));
}

/** Records the pairs and queues both notices; nothing happens when the business has no other application. */
export async function recordDuplicates(
  tx: Tx,
  row: SubmissionRow,
  publicOrigin: string,
): Promise<DuplicateMatch[]> {
  const found = await findDuplicates(tx, row);
  if (found.length === 0) return found;
  await tx
    .insert(submissionDuplicates)
    .values(found.map((d) => ({ submissionId: row.id, duplicateId: d.id, matchedOn: d.matchedOn })))
    .onConflictDoNothing();
  const unitId = row.divisionId ?? row.companyId;
  const companyName = factText(row.facts, 'legalName');
  const base = { unitId, submissionId: row.id };
  await enqueueEmail(tx, {
    ...base,
    template: 'application-duplication',
    to: [row.email],
    context: { companyName, email: row.email },
  });
  const contacts = await selectedContactEmails(tx, row.contacts);
  if (contacts.length > 0)
    await enqueueEmail(tx, {
      ...base,
      template: 'application-contact-duplication',
      to: contacts,
      context: {
        companyName,
        email: row.email,
        // The template's 'Existing Application #' and 'Existing Status' facts: every earlier record.
        applicationNumber: found.map((d) => d.applicationNumber).join(', '),
        status: found.map((d) => d.status).join(', '),
        newApplicationNumber: row.applicationNumber ?? '',
        detailsUrl: `${publicOrigin}/applications/details/${row.id}`,
      },
    });
  return found;
}
