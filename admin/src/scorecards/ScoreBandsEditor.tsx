/**
 * The score bands of a scorecard (README 'Scorecard'): from a minimum score, the recommended limit — a share
 * of the requested amount, capped by a share of annual revenue and by an amount — and the terms.
 */
import { Box, Button, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { ScoreBand } from '@cp/schemas/contracts/scorecards';
import { NumberField, TextInput, type FieldErrors } from './fields';

interface Props {
  bands: ScoreBand[];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (bands: ScoreBand[]) => void;
}

export function ScoreBandsEditor({ bands, errors, disabled, onChange }: Props) {
  const common = { errors, disabled };
  const set = (i: number, patch: Partial<ScoreBand>) =>
    onChange(bands.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Box component="section" aria-label="Score bands">
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        Score bands
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        Recommended limit = requested amount × share, at most the share of annual revenue and the maximum
        (empty: no cap).
      </Typography>
      {errors['definition.scoreBands'] ? (
        <Typography variant="caption" color="error" component="p">
          {errors['definition.scoreBands']}
        </Typography>
      ) : null}
      {bands.map((b, i) => (
        <Box
          key={i}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr)) 40px' },
            gap: 1,
            alignItems: 'start',
            my: 1,
            pb: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <NumberField
            {...common}
            label="From score"
            value={b.minScore}
            path={`scoreBands.${i}.minScore`}
            onChange={(v) => set(i, { minScore: v as number })}
            sx={{ width: '100%' }}
          />
          <TextInput
            {...common}
            label="Band"
            value={b.name}
            path={`scoreBands.${i}.name`}
            onChange={(name) => set(i, { name })}
            sx={{ width: '100%' }}
          />
          <NumberField
            {...common}
            label="% of requested"
            value={b.requestedPercent}
            path={`scoreBands.${i}.requestedPercent`}
            onChange={(v) => set(i, { requestedPercent: v as number })}
            sx={{ width: '100%' }}
          />
          <NumberField
            {...common}
            label="Max % of revenue"
            value={b.revenuePercent}
            path={`scoreBands.${i}.revenuePercent`}
            onChange={(v) => set(i, { revenuePercent: v })}
            sx={{ width: '100%' }}
          />
          <NumberField
            {...common}
            label="Max amount"
            value={b.maxAmount}
            path={`scoreBands.${i}.maxAmount`}
            onChange={(v) => set(i, { maxAmount: v })}
            sx={{ width: '100%' }}
          />
          <TextInput
            {...common}
            label="Terms"
            value={b.terms}
            path={`scoreBands.${i}.terms`}
            onChange={(terms) => set(i, { terms })}
            sx={{ width: '100%' }}
          />
          {!disabled ? (
            <IconButton
              aria-label={`Remove score band ${b.name || i + 1}`}
              onClick={() => onChange(bands.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          ) : null}
        </Box>
      ))}
      {!disabled ? (
        <Button
          size="small"
          onClick={() =>
            onChange([
              ...bands,
              {
                minScore: 0,
                name: '',
                requestedPercent: 0,
                revenuePercent: null,
                maxAmount: null,
                terms: '',
              },
            ])
          }
        >
          Add score band
        </Button>
      ) : null}
    </Box>
  );
}
