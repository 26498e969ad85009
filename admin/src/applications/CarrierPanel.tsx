/**
 * The details page's carrier checks (README 'Carrier checks'): each check, newest first, dated, with its
 * verdict, the problems in plain words, the authority (common, contract, broker), BIPD insurance on file
 * against required, the broker's bond, out of service, and the source (FMCSA or the built-in recordings).
 * Staff who may approve the record run 'Check carrier'; everyone else reads the panel without the button.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { AuthorityStatus, CarrierCheckView, CheckCarrierBody } from '@cp/schemas/contracts/carriers';
import { VERDICT_LABELS } from '@cp/schemas/messages/carriers';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { subject } from '@cp/schemas/permissions/ability';
import { useAbility } from '../auth/AbilityContext';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { formatDate } from '../submissions/format';
import { CarrierCheckDialog } from './CarrierCheckDialog';

interface Props {
  id: string;
  status: string;
  companyId: string;
  divisionId: string | null;
}

export const VERDICT_COLOUR = {
  active: 'success',
  warning: 'warning',
  inactive: 'error',
  not_found: 'default',
} as const;
const AUTHORITY = { active: 'active', inactive: 'inactive', none: 'none' } as const;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const SOURCE = { fmcsa: 'FMCSA QCMobile', fixtures: 'built-in recorded answers' } as const;

const authorityLine = (a: Record<'common' | 'contract' | 'broker', AuthorityStatus>) =>
  `Authority: common ${AUTHORITY[a.common]}, contract ${AUTHORITY[a.contract]}, broker ${AUTHORITY[a.broker]}`;

function CheckRow({ check }: { check: CarrierCheckView }) {
  const s = check.snapshot;
  const numbers = [check.usdot ? `USDOT ${check.usdot}` : '', check.mc ? `MC ${check.mc}` : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="li"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid="carrier-check"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={VERDICT_COLOUR[check.verdict]}
          label={VERDICT_LABELS[check.verdict]}
          sx={{ transition: 'none' }}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {s ? s.legalName : numbers}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(check.checkedAt)}
        </Typography>
      </Stack>
      {s ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {numbers}
        </Typography>
      ) : null}
      {check.problems.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {check.problems.map((p) => (
            <Typography component="li" variant="body2" key={p}>
              {p}
            </Typography>
          ))}
        </Box>
      ) : null}
      {s ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {[
            authorityLine(s.authority),
            s.bipd.required
              ? `BIPD insurance ${usd(s.bipd.onFileAmount)} on file, ${usd(s.bipd.requiredAmount)} required`
              : 'BIPD insurance not required',
            s.bond.required || s.bond.onFileAmount
              ? `BMC-84/85 bond ${s.bond.onFileAmount ? `${usd(s.bond.onFileAmount)} on file` : 'none on file'}`
              : '',
            s.outOfServiceDate ? `Out of service since ${s.outOfServiceDate}` : 'Not out of service',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        Source: {SOURCE[check.source]}
        {check.checkedBy ? ` · checked by ${check.checkedBy}` : ' · checked at submit'}
      </Typography>
    </Box>
  );
}

export function CarrierPanel({ id, status, companyId, divisionId }: Props) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const submitted = ['NEW', 'PENDING', 'APPROVED', 'DENIED'].includes(status);
  const key = ['submissions', 'carrier-checks', id];
  const { data, error } = useQuery({
    queryKey: key,
    queryFn: async () => {
      const checks = await dp.carrierChecks({ id });
      return Array.isArray(checks) ? checks : [];
    },
    enabled: submitted && !!id,
    retry: false,
  });
  const allowed = ability.can('approve', subject('Application', { companyId, divisionId }));
  if (!submitted) return null;

  const check = async (body: CheckCarrierBody) => {
    const { message } = await dp.checkCarrier({ id, body });
    notify(message, { type: 'success' });
    setOpen(false);
    await queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <Card
      variant="outlined"
      sx={{ mb: 2 }}
      component="section"
      aria-labelledby="carrier-title"
      data-testid="carrier-panel"
    >
      <CardContent>
        <Typography id="carrier-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Carrier checks
        </Typography>
        {error ? <Alert severity="warning">{failureMessage(error, GENERAL_ERROR)}</Alert> : null}
        {data && !data.length ? (
          <Typography variant="body2">
            Not checked: the application gives no USDOT or MC number, or its check is still running.
          </Typography>
        ) : null}
        {data?.length ? (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {data.map((c) => (
              <CheckRow key={c.id} check={c} />
            ))}
          </Box>
        ) : null}
        {allowed ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
            Check carrier
          </Button>
        ) : null}
      </CardContent>
      <CarrierCheckDialog open={open} onClose={() => setOpen(false)} onCheck={check} />
    </Card>
  );
}
