/** The dashboard's tests' figures: two units over two months, as the analytics API answers them. */
import type {
  AnalyticsOldestView,
  AnalyticsOverviewView,
  AnalyticsStagesView,
} from '@cp/schemas/contracts/analytics';

export const CPG = '11111111-1111-4111-8111-111111111111';
export const BRI = '22222222-2222-4222-8222-222222222222';
export const UNIT_OPTIONS = [
  { id: CPG, code: 'CPG', name: 'Contract Freight', kind: 'company', parentId: null },
  { id: BRI, code: 'BRI', name: 'Bristol', kind: 'division', parentId: CPG },
];

export const STAGES: AnalyticsStagesView = {
  from: '2025-12-01',
  to: '2026-11-29',
  overall: [
    { stage: 'invite_to_open', medianHours: 5, p90Hours: 30, count: 40 },
    { stage: 'open_to_submit', medianHours: 26, p90Hours: 98.4, count: 36 },
    { stage: 'customer', medianHours: 36, p90Hours: 120, count: 36 },
    { stage: 'references', medianHours: 48, p90Hours: 144, count: 12 },
    { stage: 'staff', medianHours: 12, p90Hours: 60, count: 30 },
    { stage: 'signer', medianHours: null, p90Hours: null, count: 0 },
    { stage: 'decision', medianHours: 36, p90Hours: 96, count: 30 },
  ],
  byUnit: [
    {
      stage: 'decision',
      medianHours: 24,
      p90Hours: 72,
      count: 20,
      unitId: CPG,
      unitName: 'Contract Freight',
    },
  ],
  byMonth: [
    { stage: 'decision', medianHours: 48, p90Hours: 120, count: 10, month: '2026-11' },
    { stage: 'decision', medianHours: 30, p90Hours: 80, count: 20, month: '2026-10' },
  ],
};

export const OVERVIEW: AnalyticsOverviewView = {
  from: '2025-12-01',
  to: '2026-11-29',
  funnel: [
    { step: 'sent', count: 40, conversion: null },
    { step: 'opened', count: 36, conversion: 0.9 },
    { step: 'submitted', count: 30, conversion: 0.8333 },
    { step: 'decided', count: 24, conversion: 0.8 },
    { step: 'signed', count: 12, conversion: 0.5 },
  ],
  outcomes: [
    {
      month: '2026-10',
      unitId: CPG,
      unitName: 'Contract Freight',
      approved: 3,
      denied: 1,
      approvalRate: 0.75,
      approvedAmount: '125000.50',
    },
    {
      month: '2026-11',
      unitId: BRI,
      unitName: 'Bristol',
      approved: 1,
      denied: 1,
      approvalRate: 0.5,
      approvedAmount: '25000',
    },
  ],
  denialReasons: [
    { code: 'D2', description: 'Insufficient trade references', count: 1 },
    { code: 'D1', description: '=HYPERLINK("http://x")', count: 4 },
  ],
  // Out of the server's order on purpose: the page sorts by month, unit, most frequent, code.
  denialReasonsByMonth: [
    {
      month: '2026-11',
      unitId: BRI,
      unitName: 'Bristol',
      code: 'D2',
      description: 'Insufficient trade references',
      count: 1,
    },
    {
      month: '2026-11',
      unitId: BRI,
      unitName: 'Bristol',
      code: 'D1',
      description: '=HYPERLINK("http://x")',
      count: 1,
    },
    {
      month: '2026-10',
      unitId: CPG,
      unitName: 'Contract Freight',
      code: 'D1',
      description: '=HYPERLINK("http://x")',
      count: 3,
    },
  ],
};

export const OLDEST: AnalyticsOldestView = {
  items: [
    {
      stage: 'staff',
      submissionId: 'a1',
      kind: 'application',
      name: 'Acme Trading',
      unitName: 'Contract Freight',
      since: '2026-11-02T15:00:00.000Z',
      waitingHours: 650,
    },
    {
      stage: 'customer',
      submissionId: 'v1',
      kind: 'activation',
      name: 'buyer@example.test',
      unitName: 'Bristol',
      since: '2026-11-28T10:00:00.000Z',
      waitingHours: 20,
    },
  ],
};
