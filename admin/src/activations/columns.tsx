import { Box, Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { formatDate, formatMoney, orNA, unitLabel } from '../submissions/format';
import type { Column, ListStatus } from '../submissions/types';
import type { ActivationRow } from './types';

const chipColor = { Sent: 'info', Opened: 'success', Expired: 'error' } as const;

const c = {
  date: { label: 'Date', cell: (r) => formatDate(r.addDate) },
  caf: { label: 'C.A.F #', cell: (r) => r.applicationNumber },
  unit: { label: 'Company | Division', cell: (r) => unitLabel(r.unit) },
  companyName: { label: 'Company Name', cell: (r) => unitLabel(r.unit) },
  client: { label: 'Client', cell: (r) => r.client },
  email: { label: 'Email', cell: (r) => r.email },
  poc: { label: 'Point of Contact', cell: (r) => orNA(r.pointOfContact) },
  chip: {
    label: 'Status',
    cell: (r) => (r.sentChip ? <Chip size="small" label={r.sentChip} color={chipColor[r.sentChip]} /> : null),
  },
  received: { label: 'Date Received', cell: (r) => formatDate(r.signatureDate ?? r.addDate) },
  notes: {
    label: 'Notes',
    cell: (r) => (
      <Box
        component="span"
        title={r.notes}
        sx={{
          display: 'block',
          maxWidth: 120,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {r.notes}
      </Box>
    ),
  },
  approved: { label: 'Date Approved', cell: (r) => formatDate(r.approvedOrDeniedDate) },
  denied: { label: 'Date Denied', cell: (r) => formatDate(r.approvedOrDeniedDate) },
  decided: { label: 'Date Approved or Date Denied', cell: (r) => formatDate(r.approvedOrDeniedDate) },
  denialCode: { label: 'Denial Code', cell: (r) => r.denialCode },
  amount: { label: 'Amount Approved', cell: (r) => formatMoney(r.approvedAmount) },
  icon: {
    label: 'Status',
    cell: (r) =>
      r.status === 'APPROVED' ? (
        <CheckCircleIcon color="success" titleAccess="APPROVED" />
      ) : (
        <CancelIcon color="error" titleAccess="DENIED" />
      ),
  },
} satisfies Record<string, Column<ActivationRow>>;

/** The row layouts of back-office.md §2 'Customer Activations list', one per status. */
export const columnsByStatus: Record<ListStatus, Column<ActivationRow>[]> = {
  SENT: [c.date, c.unit, c.client, c.email, c.poc, c.chip],
  NEW: [c.caf, c.unit, c.client, c.received, c.poc],
  PENDING: [c.caf, c.unit, c.client, c.received, c.poc, c.notes],
  APPROVED: [c.caf, c.unit, c.received, c.approved, c.poc],
  DENIED: [c.caf, c.unit, c.received, c.approved, c.poc, c.denied, c.denialCode],
  REVIEWED: [
    c.caf,
    c.companyName,
    c.client,
    c.received,
    c.decided,
    c.denialCode,
    c.amount,
    c.notes,
    c.poc,
    c.icon,
  ],
};
