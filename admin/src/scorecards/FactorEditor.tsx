/**
 * One factor of a scorecard (README 'Scorecard'): its label, weight, point bands (by range for numbers, by
 * value for categories), the rule for missing data and the reason statement a denial cites when it scores low.
 */
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  CATEGORY_LABELS,
  FACTOR_CATALOGUE,
  isCategoryFactor,
  type ScorecardFactor,
} from '@cp/schemas/contracts/scorecards';
import { NumberField, TextInput, type FieldErrors } from './fields';

interface Props {
  factor: ScorecardFactor;
  index: number;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (f: ScorecardFactor) => void;
}

export function FactorEditor({ factor, index, errors, disabled, onChange }: Props) {
  const at = (rest: string) => `factors.${index}.${rest}`;
  const spec = FACTOR_CATALOGUE[factor.key];
  const set = (patch: Partial<ScorecardFactor>) => onChange({ ...factor, ...patch });
  const common = { errors, disabled };
  return (
    <Box
      component="section"
      aria-label={factor.label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <TextInput
          {...common}
          label="Label"
          value={factor.label}
          onChange={(label) => set({ label })}
          path={at('label')}
          sx={{ flex: 1 }}
        />
        <NumberField
          {...common}
          label="Weight"
          value={factor.weight}
          onChange={(w) => set({ weight: w as number })}
          path={at('weight')}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Points by {spec.unit ? `value (${spec.unit})` : 'value'}; from is included, to is not
      </Typography>
      {isCategoryFactor(factor.key)
        ? factor.categories.map((c, i) => (
            <Stack key={c.value} direction="row" spacing={1} alignItems="center" sx={{ my: 0.5 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {CATEGORY_LABELS[c.value] ?? c.value}
              </Typography>
              <NumberField
                {...common}
                label="Points"
                value={c.points}
                path={at(`categories.${i}.points`)}
                onChange={(p) =>
                  set({
                    categories: factor.categories.map((x, j) =>
                      j === i ? { ...x, points: p as number } : x,
                    ),
                  })
                }
              />
            </Stack>
          ))
        : factor.ranges.map((r, i) => (
            <Box
              key={i}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, minmax(0, 110px)) 40px',
                gap: 1,
                alignItems: 'start',
                my: 0.5,
              }}
            >
              {(['from', 'to'] as const).map((k) => (
                <NumberField
                  {...common}
                  key={k}
                  label={k === 'from' ? 'From' : 'To'}
                  value={r[k]}
                  path={at(`ranges.${i}.${k}`)}
                  onChange={(v) =>
                    set({ ranges: factor.ranges.map((x, j) => (j === i ? { ...x, [k]: v } : x)) })
                  }
                  sx={{ width: '100%' }}
                />
              ))}
              <NumberField
                {...common}
                label="Points"
                value={r.points}
                path={at(`ranges.${i}.points`)}
                onChange={(p) =>
                  set({
                    ranges: factor.ranges.map((x, j) => (j === i ? { ...x, points: p as number } : x)),
                  })
                }
                sx={{ width: '100%' }}
              />
              {!disabled ? (
                <IconButton
                  aria-label={`Remove band ${i + 1}`}
                  onClick={() => set({ ranges: factor.ranges.filter((_, j) => j !== i) })}
                >
                  <DeleteIcon />
                </IconButton>
              ) : null}
            </Box>
          ))}
      {!disabled && !isCategoryFactor(factor.key) ? (
        <Button
          size="small"
          onClick={() => set({ ranges: [...factor.ranges, { from: null, to: null, points: 0 }] })}
        >
          Add band
        </Button>
      ) : null}
      {errors[`definition.${at('ranges')}`] || errors[`definition.${at('categories')}`] ? (
        <Typography variant="caption" color="error" component="p">
          {errors[`definition.${at('ranges')}`] || errors[`definition.${at('categories')}`]}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          select
          size="small"
          label="When data is missing"
          value={factor.missing.rule}
          disabled={disabled}
          onChange={(e) =>
            set({
              missing: e.target.value === 'exclude' ? { rule: 'exclude' } : { rule: 'points', points: 0 },
            })
          }
          sx={{ minWidth: 230 }}
        >
          <MenuItem value="points">Give fixed points</MenuItem>
          <MenuItem value="exclude">Leave out and re-weight</MenuItem>
        </TextField>
        {factor.missing.rule === 'points' ? (
          <NumberField
            {...common}
            label="Points"
            value={factor.missing.points}
            path={at('missing.points')}
            onChange={(p) => set({ missing: { rule: 'points', points: p as number } })}
          />
        ) : null}
      </Stack>
      <TextInput
        {...common}
        label="Reason statement when it scores low"
        value={factor.reason}
        onChange={(reason) => set({ reason })}
        path={at('reason')}
        sx={{ mt: 1, width: '100%' }}
      />
    </Box>
  );
}
