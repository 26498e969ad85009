import { useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerFile, CustomerSuggestion } from '@cp/schemas/contracts/customers';
import { formatTaxId } from './format';
import { ReasonDialog } from './ReasonDialog';
import { Section } from './Section';
import { useCustomerActions } from './useCustomerActions';

type Pending =
  | { verb: 'merge'; other: CustomerSuggestion }
  | { verb: 'dismiss'; other: CustomerSuggestion }
  | { verb: 'link'; other: CustomerSuggestion; submission: CustomerSuggestion['submissions'][number] };

/**
 * 'Possibly the same customer': files whose names are close to this one's (never merged by themselves).
 * Staff who may change both link one of the other's submissions here, or merge the whole file.
 */
export function SuggestionsSection({ file }: { file: CustomerFile }) {
  const actions = useCustomerActions();
  const [pending, setPending] = useState<Pending | null>(null);
  if (file.suggestions.length === 0) return null;
  const here = file.identity.legalName;
  return (
    <Section title="Possibly the same customer" testId="customer-suggestions">
      <Stack spacing={1.5}>
        {file.suggestions.map((s) => (
          <Box key={s.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
              <Link component={RouterLink} to={`/customers/${s.id}`} sx={{ fontWeight: 600 }}>
                {s.legalName || 'Unnamed customer'}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[
                  formatTaxId(s.taxId),
                  `${Math.round(s.similarity * 100)} % similar name`,
                  `${s.submissionCount} submitted`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {s.submissions
                .filter((m) => m.canChange)
                .map((m) => (
                  <Button
                    key={m.id}
                    size="small"
                    variant="outlined"
                    onClick={() => setPending({ verb: 'link', other: s, submission: m })}
                  >
                    Link {m.applicationNumber || 'submission'} here
                  </Button>
                ))}
              {file.canChange ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setPending({ verb: 'merge', other: s })}
                >
                  Merge into this file
                </Button>
              ) : null}
              {file.canChange ? (
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => setPending({ verb: 'dismiss', other: s })}
                >
                  Not the same customer
                </Button>
              ) : null}
            </Box>
          </Box>
        ))}
      </Stack>
      {pending?.verb === 'merge' ? (
        <ReasonDialog
          title={`Merge ${pending.other.legalName} into ${here}`}
          action="Merge"
          onClose={() => setPending(null)}
          run={(reason) => actions.merge(file.identity.id, { otherId: pending.other.id, reason })}
        >
          <Typography variant="body2">
            Every submission of {pending.other.legalName} moves into this credit file.
          </Typography>
        </ReasonDialog>
      ) : null}
      {pending?.verb === 'dismiss' ? (
        <ReasonDialog
          title={`${pending.other.legalName} is not ${here}`}
          action="Not the same"
          onClose={() => setPending(null)}
          run={(reason) => actions.dismiss(file.identity.id, { otherId: pending.other.id, reason })}
        >
          <Typography variant="body2">
            The two credit files stay apart and are no longer suggested as the same customer.
          </Typography>
        </ReasonDialog>
      ) : null}
      {pending?.verb === 'link' ? (
        <ReasonDialog
          title={`Link ${pending.submission.applicationNumber} to ${here}`}
          action="Link"
          onClose={() => setPending(null)}
          run={(reason) => actions.link(file.identity.id, { submissionId: pending.submission.id, reason })}
        />
      ) : null}
    </Section>
  );
}
