import type { ReactNode } from 'react';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { readRole } from '@cp/schemas/forms/roles';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { CreditFileLink } from '../customers/CreditFileLink';
import { filledEntries } from './filledEntries';
import { formatDate, formatMoney } from './format';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/** The first value under `key` anywhere in the answers (paymentMethod is top level or in bankInfo). */
function valueOf(data: unknown, key: string): unknown {
  if (!isObject(data)) return undefined;
  if (key in data) return data[key];
  for (const v of Object.values(data)) {
    const found = valueOf(v, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whole years since an ISO or MM/dd/yyyy date, with the date; '' when there is none. */
export function yearsSince(value: unknown, now = new Date()): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(d.getTime())) return '';
  let years = now.getFullYear() - d.getFullYear();
  if (now.getMonth() < d.getMonth() || (now.getMonth() === d.getMonth() && now.getDate() < d.getDate()))
    years -= 1;
  return `${Math.max(0, years)} (since ${formatDate(value)})`;
}

/** The references the customer gave: the filled entries of the lists on the form's references step. */
function referencesCount(definition: FormDefinition, data: Data): number | null {
  const step = definition.steps.find((s) => /reference/i.test(s.id));
  if (!step) return null;
  const defaults = (definition.defaults ?? {}) as Data;
  return step.fields
    .filter((f) => Array.isArray(data[f]))
    .reduce((n, f) => n + filledEntries(data[f], defaults[f]).length, 0);
}

const STATUS_COLOR = { APPROVED: 'success', DENIED: 'error' } as const;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/**
 * The band at the top of a details page, read like the first lines of a printed application: company,
 * amount requested, terms asked (the payment method the form asks for), years in business, references,
 * possible duplicates and status, each found in the answers by the record's form definition.
 */
export function SummaryBand(props: {
  definition: FormDefinition | undefined;
  data: Data;
  companyName: string;
  amountReq: number | null;
  status: string;
  duplicates: { id: string; applicationNumber: string }[];
  /** Where a duplicate's details live ('/applications/details'). */
  detailsPath: string;
  /** A trade-reference document was uploaded in place of the list. */
  referencesFile?: boolean;
  /** The record's id: its credit file is linked (issue 29 item 5). */
  submissionId?: string;
}) {
  const { definition, data, duplicates } = props;
  const references = definition ? referencesCount(definition, data) : null;
  const terms = valueOf(data, 'paymentMethod');
  // The company, amount and date are read through the form's declared roles (issue 25), so a renamed
  // field still shows here.
  const role = (name: 'legalName' | 'amountRequested' | 'establishedDate') =>
    definition ? readRole(definition, data, name) : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Summary"
      data-testid="summary-band"
      sx={{
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(130px, 1fr))' },
      }}
    >
      <Item label="Company">{props.companyName || String(role('legalName') ?? '')}</Item>
      <Item label="Amount Requested">{formatMoney(props.amountReq ?? role('amountRequested'))}</Item>
      <Item label="Terms Asked">{typeof terms === 'string' ? terms : ''}</Item>
      <Item label="Years in Business">{yearsSince(role('establishedDate'))}</Item>
      {references !== null || props.referencesFile ? (
        <Item label="References">
          {[
            references ? String(references) : props.referencesFile ? '' : '0',
            props.referencesFile ? 'file uploaded' : '',
          ]
            .filter(Boolean)
            .join(' + ')}
        </Item>
      ) : null}
      <Item label="Duplicates">
        {duplicates.length ? (
          <>
            possible duplicate:{' '}
            {duplicates.map((d, i) => (
              <span key={d.id}>
                {i ? ', ' : ''}
                <Link component={RouterLink} to={`${props.detailsPath}/${d.id}`}>
                  {d.applicationNumber}
                </Link>
              </span>
            ))}
          </>
        ) : (
          'None'
        )}
      </Item>
      {props.submissionId ? (
        <Item label="Credit file">
          <CreditFileLink submissionId={props.submissionId} />
        </Item>
      ) : null}
      <Item label="Status">
        <Chip
          size="small"
          label={props.status}
          color={STATUS_COLOR[props.status as keyof typeof STATUS_COLOR] ?? 'primary'}
        />
      </Item>
    </Paper>
  );
}
