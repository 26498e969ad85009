import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerFile, CustomerSubmission } from '@cp/schemas/contracts/customers';
import { EvidenceButton } from '../submissions/EvidenceButton';
import { VERDICT_LABELS } from '@cp/schemas/messages/carriers';
import { SCORE_LEGEND } from '../submissions/referenceScore';
import { formatDate, formatMoney } from '../submissions/format';
import { MATCHED_LABEL } from './format';
import { ReasonDialog } from './ReasonDialog';
import { Section } from './Section';
import { useCustomerActions } from './useCustomerActions';

const STATUS_COLOR = { APPROVED: 'success', DENIED: 'error' } as const;
const kindLabel = (s: CustomerSubmission) => (s.kind === 'application' ? 'Application' : 'Activation');
const decision = (s: CustomerSubmission) =>
  s.status === 'APPROVED'
    ? [formatMoney(s.approvedAmount), s.customerCode].filter(Boolean).join(' · ')
    : s.status === 'DENIED'
      ? s.denialCode
      : '';
/** An application's references in a few words: 'Score 73 / 100 · 2 of 4 answered · 1 declined'. */
export const referencesText = (s: CustomerSubmission) => {
  const r = s.references;
  if (!r) return '';
  return [
    r.weightedScore === null ? 'No score yet' : `Score ${r.weightedScore} / 100`,
    `${r.answers} of ${r.requested} answered`,
    r.declined ? `${r.declined} declined` : '',
  ]
    .filter(Boolean)
    .join(' · ');
};
/** Its sanctions screening in a few words: 'No match', '1 open hit', '2 cleared'; '' when never screened. */
export const screeningText = (s: CustomerSubmission) => {
  const r = s.screening;
  if (!r) return '';
  if (!r.open && !r.cleared && !r.confirmed) return 'No match';
  return [
    r.open ? `${r.open} open hit${r.open === 1 ? '' : 's'}` : '',
    r.confirmed ? `${r.confirmed} confirmed` : '',
    r.cleared ? `${r.cleared} cleared` : '',
  ]
    .filter(Boolean)
    .join(' · ');
};
/** Its latest carrier check (README 'Carrier checks'): 'Warning, 11/27/2026'; '' when never checked. */
export const carrierText = (s: CustomerSubmission) =>
  s.carrierCheck ? `${VERDICT_LABELS[s.carrierCheck.verdict]}, ${formatDate(s.carrierCheck.checkedAt)}` : '';
const carrierAlert = (s: CustomerSubmission) =>
  s.carrierCheck?.verdict === 'inactive' || s.carrierCheck?.verdict === 'warning';
const Number_ = ({ s }: { s: CustomerSubmission }) => (
  <Link component={RouterLink} to={`/${s.resource}/details/${s.id}`}>
    {s.applicationNumber || 'Details'}
  </Link>
);
/** A decided submission's frozen evidence bundle (README 'Evidence bundle'). */
const evidence = (s: CustomerSubmission, compact = false) =>
  s.status === 'APPROVED' || s.status === 'DENIED' ? (
    <EvidenceButton id={s.id} applicationNumber={s.applicationNumber} size="small" compact={compact} />
  ) : null;
const Status = ({ s }: { s: CustomerSubmission }) => (
  <Chip
    size="small"
    label={s.status}
    color={STATUS_COLOR[s.status as keyof typeof STATUS_COLOR] ?? 'primary'}
  />
);

/** Every submission of the customer the user may see, with its status and decision; the rest as counts. */
export function SubmissionsSection({ file }: { file: CustomerFile }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actions = useCustomerActions();
  const [moving, setMoving] = useState<CustomerSubmission | null>(null);
  const total = file.submissions.length + file.hiddenSubmissions.reduce((n, h) => n + h.count, 0);
  const mayMove = (s: CustomerSubmission) => s.canChange && total > 1;
  const move = (s: CustomerSubmission) =>
    mayMove(s) ? (
      <Button size="small" onClick={() => setMoving(s)} sx={{ whiteSpace: 'nowrap' }}>
        Move out
      </Button>
    ) : null;
  return (
    <Section title="Submissions" testId="customer-submissions">
      {phone ? (
        <Stack spacing={1}>
          {file.submissions.map((s) => (
            <Box key={s.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Number_ s={s} />
                <Status s={s} />
              </Box>
              <Typography variant="body2">
                {kindLabel(s)} · {s.unitName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Submitted {formatDate(s.submittedDate)} {decision(s) ? `· ${decision(s)}` : ''}
              </Typography>
              {s.references ? <Typography variant="body2">References: {referencesText(s)}</Typography> : null}
              {s.screening ? (
                <Typography variant="body2" color={s.screening.open ? 'error' : undefined}>
                  Sanctions screening: {screeningText(s)}
                </Typography>
              ) : null}
              {s.carrierCheck ? (
                <Typography variant="body2" color={carrierAlert(s) ? 'error' : undefined}>
                  Carrier: {carrierText(s)}
                </Typography>
              ) : null}
              <Stack direction="row" spacing={1}>
                {evidence(s)}
                {move(s)}
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Submissions of the customer">
            <TableHead>
              <TableRow>
                {[
                  'Number',
                  'Kind',
                  'Company | Division',
                  'Status',
                  'Decision',
                  'Submitted',
                  'References',
                  'Screening',
                  'Carrier',
                  'Matched on',
                  '',
                ].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {file.submissions.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    <Number_ s={s} />
                  </TableCell>
                  <TableCell>{kindLabel(s)}</TableCell>
                  <TableCell>{s.unitName}</TableCell>
                  <TableCell>
                    <Status s={s} />
                  </TableCell>
                  <TableCell>
                    {/* Beside the decision it is evidence of: the table has no room for a column more. */}
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      {decision(s)}
                      {evidence(s, true)}
                    </Box>
                  </TableCell>
                  <TableCell>{formatDate(s.submittedDate)}</TableCell>
                  <TableCell data-testid="references-cell">{referencesText(s)}</TableCell>
                  <TableCell
                    data-testid="screening-cell"
                    sx={s.screening?.open ? { color: 'error.main', fontWeight: 600 } : undefined}
                  >
                    {screeningText(s)}
                  </TableCell>
                  <TableCell
                    data-testid="carrier-cell"
                    title={s.carrierCheck?.problems.join(' ')}
                    sx={carrierAlert(s) ? { color: 'error.main', fontWeight: 600 } : undefined}
                  >
                    {carrierText(s)}
                  </TableCell>
                  <TableCell>{MATCHED_LABEL[s.matchedOn] ?? s.matchedOn}</TableCell>
                  <TableCell>{move(s)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {file.submissions.some((s) => s.references) ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          References: the trade answers&apos; payment score, 1–100, weighted by high credit ({SCORE_LEGEND}).
        </Typography>
      ) : null}
      {file.hiddenSubmissions.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="hidden-submissions">
          In divisions you do not see:{' '}
          {file.hiddenSubmissions
            .map((h) => `${h.count} ${h.kind}${h.count === 1 ? '' : 's'} ${h.status}`)
            .join(', ')}
          .
        </Typography>
      ) : null}
      {moving ? (
        <ReasonDialog
          title={`Move ${moving.applicationNumber} to a credit file of its own`}
          action="Move out"
          onClose={() => setMoving(null)}
          run={(reason) => actions.unlink(file.identity.id, { submissionId: moving.id, reason })}
        />
      ) : null}
    </Section>
  );
}
