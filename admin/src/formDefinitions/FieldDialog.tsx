/**
 * Editing one field of a draft: label, required with its message, maximum length and pattern with their
 * messages, widget and mask, options, and (top-level fields) when it is shown. Applies to the page's
 * content; the page saves the draft.
 */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { ENGINE_WIDGETS } from '@cp/schemas/forms/engine-names';
import { fieldFacts, fieldPaths } from '@cp/schemas/forms/field-facts';
import {
  setLabel,
  setMask,
  setOptions,
  setRequired,
  setRule,
  setVisibleWhen,
  setWidget,
  visibleWhenOf,
} from './edit-field';

interface Props {
  content: DefinitionContent;
  field: string;
  onApply: (content: DefinitionContent) => void;
  onClose: () => void;
}

/** The form of the dialog: every value as typed. */
function initialValues(content: DefinitionContent, field: string) {
  const facts = fieldFacts(content, field);
  const when = visibleWhenOf(content, field);
  return {
    label: facts?.label ?? '',
    required: facts?.required !== null && facts?.required !== undefined,
    requiredMessage: facts?.required ?? '',
    maxLength: String(facts?.rules.maxLength?.value ?? ''),
    maxLengthMessage: facts?.rules.maxLength?.message ?? '',
    pattern: String(facts?.rules.pattern?.value ?? ''),
    patternMessage: facts?.rules.pattern?.message ?? '',
    widget: facts?.widget ?? '',
    mask: facts?.mask ?? '',
    options: facts?.options?.join(', ') ?? '',
    hasOptions: !!facts?.options,
    whenField: when?.field ?? '',
    whenEquals: when?.equals ?? '',
  };
}

function apply(content: DefinitionContent, field: string, v: ReturnType<typeof initialValues>) {
  let c = setLabel(content, field, v.label);
  c = setRequired(c, field, v.required ? v.requiredMessage : null);
  c = setRule(c, field, 'maxLength', v.maxLength ? Number(v.maxLength) : undefined, v.maxLengthMessage);
  c = setRule(c, field, 'pattern', v.pattern || undefined, v.patternMessage);
  c = setWidget(c, field, v.widget || null);
  c = setMask(c, field, v.mask || null);
  if (v.hasOptions)
    c = setOptions(
      c,
      field,
      v.options
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  if (field.lastIndexOf('/') === 0)
    c = setVisibleWhen(c, field, v.whenField ? { field: v.whenField, equals: v.whenEquals } : null);
  return c;
}

export function FieldDialog({ content, field, onApply, onClose }: Props) {
  const [v, setV] = useState(() => initialValues(content, field));
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [key]: e.target.value });
  const topLevel = field.lastIndexOf('/') === 0;
  const others = fieldPaths(content).filter((p) => p.lastIndexOf('/') === 0 && p !== field);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="field-dialog-title">
      <DialogTitle id="field-dialog-title">Field {field}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Label" value={v.label} onChange={set('label')} />
          <FormControlLabel
            control={
              <Checkbox checked={v.required} onChange={(e) => setV({ ...v, required: e.target.checked })} />
            }
            label="Required"
          />
          {v.required && (
            <TextField label="Required message" value={v.requiredMessage} onChange={set('requiredMessage')} />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Max length" type="number" value={v.maxLength} onChange={set('maxLength')} />
            <TextField
              label="Max length message"
              value={v.maxLengthMessage}
              onChange={set('maxLengthMessage')}
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Pattern" value={v.pattern} onChange={set('pattern')} />
            <TextField
              label="Pattern message"
              value={v.patternMessage}
              onChange={set('patternMessage')}
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label="Widget" value={v.widget} onChange={set('widget')} sx={{ minWidth: 180 }}>
              <MenuItem value="">(default)</MenuItem>
              {ENGINE_WIDGETS.map((w) => (
                <MenuItem key={w} value={w}>
                  {w}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Mask"
              helperText="9 is a digit, e.g. 999-999-9999"
              value={v.mask}
              onChange={set('mask')}
            />
          </Stack>
          {v.hasOptions && (
            <TextField
              label="Options (comma separated)"
              value={v.options}
              onChange={set('options')}
              multiline
            />
          )}
          {topLevel && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Show only when"
                value={v.whenField}
                onChange={set('whenField')}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">(always shown)</MenuItem>
                {others.map((p) => (
                  <MenuItem key={p} value={p.slice(1)}>
                    {p.slice(1)}
                  </MenuItem>
                ))}
              </TextField>
              {v.whenField && <TextField label="equals" value={v.whenEquals} onChange={set('whenEquals')} />}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(apply(content, field, v))}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
