import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { ALL_UNITS } from '@cp/schemas/permissions/ability';
import { ALL_COMPANIES_LABEL, SELECT_COMPANY_OR_DIVISION } from '@cp/schemas/messages/console';
import { COOKIE, getCookie } from '../auth/cookies';
import { parseSelectionValue, selectionValue } from './selection';
import type { Selection } from './selection';
import { orderForSelect } from './units';
import { useUnits } from './UnitsContext';

export interface CompanySwitchDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitched: (selection: Selection) => void;
}

/** Company switch: All (code ALL) plus the companies and divisions the user may pick; a choice is required. */
export function CompanySwitchDialog({ open, onClose, onSwitched }: CompanySwitchDialogProps) {
  const { units, loading, select, selection } = useUnits();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  // Dialog state resets each time it opens (back-office.md §4), to the current choice when one was made
  // (issue 15 item 11: the dialog preselects it); before any choice a choice is still required.
  useEffect(() => {
    if (open) {
      const chosen = getCookie(COOKIE.selectedCompany) || getCookie(COOKIE.selectedDivision);
      setValue(chosen ? selectionValue(selection) : '');
      setError('');
    }
  }, [open, selection]);

  const submit = () => {
    const selection = parseSelectionValue(value);
    if (!selection) {
      setError(SELECT_COMPANY_OR_DIVISION);
      return;
    }
    select(selection);
    onSwitched(selection);
  };

  const rows = orderForSelect(units);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="company-switch-title">
      <DialogTitle id="company-switch-title">Switch company</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choose the company or division to work in. Lists show only the records of your choice.
        </DialogContentText>
        <TextField
          select
          fullWidth
          required
          label="Company / Division"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError('');
          }}
          error={!!error}
          helperText={error || ' '}
          disabled={loading}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
        >
          <MenuItem value={ALL_UNITS}>
            {ALL_COMPANIES_LABEL} ({ALL_UNITS})
          </MenuItem>
          {rows.map(({ unit, nested }) => (
            <MenuItem key={unit.id} value={`${unit.kind}:${unit.id}`} sx={{ pl: nested ? 4 : 2 }}>
              {unit.code && unit.code !== unit.name ? `${unit.code} · ${unit.name}` : unit.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit}>
          Switch
        </Button>
      </DialogActions>
    </Dialog>
  );
}
