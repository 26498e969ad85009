/**
 * The worklist (README 'Analytics'): the open items that have waited longest in each stage, oldest first,
 * each linking to its record's page.
 */
import type { AnalyticsOldestView, OldestOpenItem } from '@cp/schemas/contracts/analytics';
import { formatDate, formatWaiting } from './format';
import { Section } from './Section';

const STAGE_LABELS: Record<OldestOpenItem['stage'], string> = {
  customer: 'Waiting on the customer',
  references: 'Waiting on references',
  staff: 'Waiting on staff',
  signer: 'Waiting on the signer',
};
const STAGE_ORDER = Object.keys(STAGE_LABELS) as OldestOpenItem['stage'][];
const resource = (kind: OldestOpenItem['kind']) => (kind === 'application' ? 'applications' : 'activations');

export function OldestOpen({ view, fileName }: { view: AnalyticsOldestView; fileName: string }) {
  const items = [...view.items].sort(
    (a, b) => STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage) || b.waitingHours - a.waitingHours,
  );
  return (
    <Section
      title="Oldest open items"
      explanation="The open items that have waited longest in each stage, oldest first: open a record to move it on."
      columns={['Stage', 'Customer', 'Kind', 'Company / Division', 'Since', 'Waiting']}
      numeric={[5]}
      rows={items.map((i) => [
        STAGE_LABELS[i.stage],
        { text: i.name, to: `/${resource(i.kind)}/details/${i.submissionId}` },
        i.kind === 'application' ? 'Application' : 'Activation',
        i.unitName,
        formatDate(i.since.slice(0, 10)),
        formatWaiting(i.waitingHours),
      ])}
      fileName={`${fileName}-oldest-open`}
    />
  );
}
