import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { useDataProvider } from 'react-admin';
import { emailBlurMessage } from '@cp/schemas/messages/activations';
import { SELECT_COMPANY_OR_DIVISION } from '@cp/schemas/messages/signin';
import { divisionPicksCompanyNote } from '@cp/schemas/messages/users';
import { SECURITY_LABELS, SECURITY_LEVELS, type Security } from '@cp/schemas/permissions/types';
import type { ConsoleDataProvider } from '../dataProvider';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useUnits } from '../units/UnitsContext';
import {
  amountDigits,
  assignableUnits,
  type AssignableUnit,
  splitUnits,
  toggleUnit,
  unitLabel,
  withSeparators,
} from './unitChoices';

interface Draft {
  email: string;
  emailTouched: boolean;
  amount: string;
  department: string;
  units: string[];
  /** Divisions whose ticking also ticked their company (the company was not ticked before). */
  pickedWith: { division: string; company: string }[];
  security: Security;
}
const EMPTY: Draft = {
  email: '',
  emailTouched: false,
  amount: '',
  department: '',
  units: [],
  pickedWith: [],
  security: 'READ ONLY',
};

/**
 * Invite New User (back-office.md §2 'Users'): email with a validity indicator, Maximum Approval Amount
 * (digits only, at most 9, shown with thousands separators), Department, the 'Available Companies |
 * Divisions' checklist and Security (default Read Only); Close and Send Invite. The server checks every
 * rule again and answers §8's message, shown as a warning.
 */
export function InviteUserDialog(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { open, onClose, onDone } = props;
  const dp = useDataProvider<ConsoleDataProvider>();
  const { units } = useUnits();
  const [d, setD] = useState<Draft>(EMPTY);
  const [unitsError, setUnitsError] = useState('');
  // §4: dialog state resets each time the dialog opens.
  useEffect(() => {
    if (open) {
      setD(EMPTY);
      setUnitsError('');
    }
  }, [open]);
  const set = (patch: Partial<Draft>) => setD((prev) => ({ ...prev, ...patch }));
  const choices = assignableUnits(units);
  const emailProblem = emailBlurMessage(d.email);
  const tick = (u: AssignableUnit, on: boolean) => {
    const units = toggleUnit(d.units, u, on);
    const alsoTicked = on && u.kind === 'division' && u.parentId && !d.units.includes(u.parentId);
    const pickedWith = [
      ...d.pickedWith,
      ...(alsoTicked ? [{ division: u.id, company: String(u.parentId) }] : []),
    ].filter((p) => units.includes(p.division) && units.includes(p.company));
    set({ units, pickedWith });
  };
  const byId = new Map(choices.map((u) => [u.id, u]));
  const notes = d.pickedWith.flatMap((p) => {
    const division = byId.get(p.division);
    const company = byId.get(p.company);
    return division && company
      ? [divisionPicksCompanyNote(unitLabel(division), unitLabel(company), d.security === 'ADMIN')]
      : [];
  });

  return (
    <ActionDialog
      open={open}
      form
      title="Invite New User"
      action={{ label: 'Send Invite' }}
      onClose={onClose}
      validate={() => {
        set({ emailTouched: true });
        setUnitsError(d.units.length ? '' : SELECT_COMPANY_OR_DIVISION);
        return !emailProblem && d.units.length > 0;
      }}
      run={async () =>
        (
          await dp.inviteUser({
            email: d.email.trim(),
            ...splitUnits(d.units, choices),
            security: d.security,
            maximumApprovalAmount: d.amount ? Number(d.amount) : 0,
            department: d.department.trim(),
          })
        ).message
      }
      failure={(e) => ({ message: (e as Error).message, type: 'warning' })}
      onDone={() => {
        onClose();
        onDone();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Email"
          type="email"
          value={d.email}
          onChange={(e) => set({ email: e.target.value })}
          onBlur={() => set({ emailTouched: true })}
          error={d.emailTouched && !!emailProblem}
          helperText={d.emailTouched ? emailProblem : undefined}
          slotProps={{
            htmlInput: { maxLength: 250 },
            input: {
              endAdornment: d.email ? (
                <InputAdornment position="end">
                  {emailProblem ? (
                    <ErrorIcon color="error" titleAccess="Invalid email" />
                  ) : (
                    <CheckCircleIcon color="success" titleAccess="Valid email" />
                  )}
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <TextField
          label="Maximum Approval Amount"
          value={withSeparators(d.amount)}
          onChange={(e) => set({ amount: amountDigits(e.target.value) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Department"
          value={d.department}
          onChange={(e) => set({ department: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControl error={!!unitsError} component="fieldset">
          <FormLabel component="legend">Available Companies | Divisions</FormLabel>
          <Box
            sx={{
              maxHeight: 220,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 1.5,
            }}
          >
            {choices.map((u) => (
              <FormControlLabel
                key={u.id}
                sx={{ display: 'flex' }}
                label={unitLabel(u)}
                control={
                  <Checkbox
                    size="small"
                    checked={d.units.includes(u.id)}
                    onChange={(e) => tick(u, e.target.checked)}
                  />
                }
              />
            ))}
          </Box>
          {unitsError && <FormHelperText>{unitsError}</FormHelperText>}
        </FormControl>
        {/* Said when it happens, beside the checklist, and announced to screen readers. */}
        <Box role="status" aria-live="polite">
          {notes.map((note) => (
            <Alert key={note} severity="info" sx={{ mt: 1 }}>
              {note}
            </Alert>
          ))}
        </Box>
        <FormControl component="fieldset">
          <FormLabel component="legend">Security</FormLabel>
          <RadioGroup row value={d.security} onChange={(e) => set({ security: e.target.value as Security })}>
            {SECURITY_LEVELS.map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={SECURITY_LABELS[s]} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
    </ActionDialog>
  );
}
