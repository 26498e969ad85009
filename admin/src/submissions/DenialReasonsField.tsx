import { useEffect, useState } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import { REASONS_MAX, type OfferedReason } from '@cp/schemas/regb/reasons';
import type { ConsoleDataProvider } from '../dataProvider';

/** The dialog keeps the chosen reasons as one value, a line each (reasons never hold a line break). */
export const reasonsOf = (value: string): string[] => value.split('\n').filter(Boolean);

interface Props {
  recordId: string;
  /** The chosen denial code: only its statement is offered among the codes'. */
  denialCode: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The specific reasons of a denial (README 'Regulation B'): one to four, offered by the server (the chosen
 * code's statement first, then the others' sources).
 */
export function DenialReasonsField({ recordId, denialCode, value, onChange, error }: Props) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const [offered, setOffered] = useState<OfferedReason[]>([]);
  useEffect(() => {
    let live = true;
    dp.denialReasons({ id: recordId }).then(
      (list) => live && setOffered(list ?? []),
      () => live && setOffered([]),
    );
    return () => {
      live = false;
    };
  }, [dp, recordId]);

  const chosen = reasonsOf(value);
  const statement = offered.find((r) => r.source === 'denial-code' && r.code === denialCode)?.text;
  useEffect(() => {
    // Another code's statement no longer applies; the new code's is picked while nothing else is.
    const others = new Set(offered.filter((r) => r.source === 'denial-code').map((r) => r.text));
    const kept = chosen.filter((c) => !others.has(c) || c === statement);
    const next = kept.length || !statement ? kept : [statement];
    if (next.join('\n') !== value) onChange(next.join('\n'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the code (its statement) changes
  }, [statement]);

  const shown = offered
    .filter((r) => r.source !== 'denial-code' || r.code === denialCode)
    .filter((r, i, all) => all.findIndex((o) => o.text === r.text) === i);
  const toggle = (text: string, on: boolean) =>
    onChange((on ? [...chosen, text] : chosen.filter((c) => c !== text)).join('\n'));
  return (
    <FormControl component="fieldset" error={!!error} margin="dense" fullWidth>
      <FormLabel component="legend">Specific reasons (one to four)</FormLabel>
      {shown.map((r) => {
        const on = chosen.includes(r.text);
        return (
          <FormControlLabel
            key={`${r.source}:${r.text}`}
            control={
              <Checkbox
                size="small"
                checked={on}
                disabled={!on && chosen.length >= REASONS_MAX}
                onChange={(e) => toggle(r.text, e.target.checked)}
              />
            }
            label={
              r.source === 'scorecard' ? (
                <>
                  {r.text}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    · lowered the score
                  </Typography>
                </>
              ) : (
                r.text
              )
            }
          />
        );
      })}
      <FormHelperText>{error || ' '}</FormHelperText>
    </FormControl>
  );
}
