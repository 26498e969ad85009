import { Box, Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { netTermsLabel, type ApplicationListItem } from '@cp/schemas/contracts/applications';
import { formatDate, formatDuns, formatMoney, orNA, unitLabel } from '../submissions/format';
import type { Column, ListStatus } from '../submissions/types';

type Row = ApplicationListItem;

const chipColor = { Sent: 'info', Opened: 'success', Expired: 'error' } as const;
const unitOf = (r: Row) => ({ companyName: r.unit.companyName, divisionName: r.unit.divisionName });
const approved = (r: Row) => r.status === 'APPROVED';

/** 'possible duplicate' under the company name, with links to the other records (issue 12 item 5). */
function CompanyName({ row }: { row: Row }) {
  return (
    <>
      {row.companyName}
      {row.possibleDuplicates.length ? (
        <Box component="span" sx={{ display: 'block', color: 'warning.main', fontSize: 12 }}>
          possible duplicate:{' '}
          {row.possibleDuplicates.map((d, i) => (
            <span key={d.id}>
              {i ? ', ' : ''}
              <a href={`/applications/details/${d.id}`}>{d.applicationNumber}</a>
            </span>
          ))}
        </Box>
      ) : null}
    </>
  );
}

const c = {
  date: { label: 'Date', cell: (r) => formatDate(r.addDate) },
  number: { label: 'Application #', cell: (r) => r.applicationNumber },
  company: { label: 'Company Name', cell: (r) => <CompanyName row={r} /> },
  unit: { label: 'Company | Division', cell: (r) => unitLabel(unitOf(r)) },
  contact: { label: 'Contact Name', cell: (r) => r.contactName },
  email: { label: 'Email', cell: (r) => r.email },
  chip: {
    label: 'Status',
    cell: (r) => (r.sentChip ? <Chip size="small" label={r.sentChip} color={chipColor[r.sentChip]} /> : null),
  },
  place: { label: 'City/State/Zip', cell: (r) => [r.city, r.state, r.zip].filter(Boolean).join(', ') },
  requested: { label: 'Amount Requested', cell: (r) => formatMoney(r.amountReq) },
  received: { label: 'Date Received', cell: (r) => formatDate(r.signatureDate) },
  customerCode: { label: 'Customer Code', cell: (r) => r.customerCode },
  decided: { label: 'Date Approved or Date Denied', cell: (r) => formatDate(r.approvedOrDeniedDate) },
  duns: { label: 'D&B DUNS', cell: (r) => formatDuns(r.duns) },
  // §2's 'payment terms' column shows the net terms if approved, else N/A: each field under its own label.
  netTerms: { label: 'Net Terms', cell: (r) => (approved(r) ? orNA(netTermsLabel(r.netTerms)) : 'N/A') },
  paymentTerms: { label: 'Payment Terms', cell: (r) => orNA(r.paymentTerms) },
  amountOrCode: {
    label: 'Amount Approved/Denial Code',
    cell: (r) => (approved(r) ? formatMoney(r.approvedAmount) : r.denialCode),
  },
  poc: { label: 'Point of Contact', cell: (r) => orNA(r.contactNames.join(', ')) },
  icon: {
    label: 'Result',
    cell: (r) =>
      approved(r) ? (
        <CheckCircleIcon color="success" titleAccess="APPROVED" />
      ) : (
        <CancelIcon color="error" titleAccess="DENIED" />
      ),
  },
} satisfies Record<string, Column<Row>>;

const open = [c.number, c.company, c.contact, c.place, c.requested, c.received];
const reviewed = [
  c.number,
  c.company,
  c.customerCode,
  c.received,
  c.decided,
  c.duns,
  c.netTerms,
  c.paymentTerms,
  c.amountOrCode,
  c.poc,
  c.icon,
];

/** The row layouts of back-office.md §2 'Application list', one per status. */
export const columnsByStatus: Record<ListStatus, Column<Row>[]> = {
  SENT: [c.date, c.unit, c.contact, c.email, c.chip],
  NEW: open,
  PENDING: open,
  APPROVED: reviewed,
  DENIED: reviewed,
  REVIEWED: reviewed,
};
