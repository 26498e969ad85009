import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Grid,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { SECURITY_LABELS, SECURITY_LEVELS, type Security } from '@cp/schemas/permissions/types';
import { amountDigits, withSeparators } from './unitChoices';

/** What the user page edits locally until Save. */
export interface UserDraft {
  firstName: string;
  lastName: string;
  department: string;
  /** Digits only. */
  amount: string;
  active: boolean;
  security: Security;
  units: string[];
}

/** Which parts of the record the signed-in user may change (back-office.md §6). */
export interface UserPermissions {
  names: boolean;
  amount: boolean;
  department: boolean;
  assign: boolean;
  /** The active switch is hidden on one's own record and while the user is inactive and invited (§2). */
  showActive: boolean;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

export function UserInformationCard(props: {
  email: string;
  draft: UserDraft;
  may: UserPermissions;
  errors: { firstName?: string; lastName?: string };
  set: (patch: Partial<UserDraft>) => void;
}) {
  const { email, draft, may, errors, set } = props;
  const half = { xs: 12, sm: 6 };
  return (
    <Section title="User Information">
      <Grid container spacing={2}>
        <Grid size={half} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            Email
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{email}</Typography>
        </Grid>
        <Grid
          size={half}
          sx={{ display: { xs: may.showActive ? 'flex' : 'none', sm: 'flex' }, alignItems: 'center' }}
        >
          {may.showActive && (
            <FormControlLabel
              label={draft.active ? 'Active' : 'Inactive'}
              control={
                <Switch
                  checked={draft.active}
                  disabled={!may.assign}
                  onChange={(e) => set({ active: e.target.checked })}
                />
              }
            />
          )}
        </Grid>
        {(['firstName', 'lastName'] as const).map((field) => (
          <Grid key={field} size={half}>
            <TextField
              fullWidth
              label={field === 'firstName' ? 'First name' : 'Last name'}
              value={draft[field]}
              onChange={(e) => set({ [field]: e.target.value })}
              error={!!errors[field]}
              helperText={errors[field]}
              // Shown like the other fields this viewer may not change (a Read Only user on a colleague's page).
              disabled={!may.names}
              slotProps={{ htmlInput: { maxLength: 100, readOnly: !may.names } }}
            />
          </Grid>
        ))}
        <Grid size={half}>
          <TextField
            fullWidth
            label="Department"
            value={draft.department}
            disabled={!may.department}
            onChange={(e) => set({ department: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={half}>
          <TextField
            fullWidth
            label="Maximum Approval Amount"
            value={withSeparators(draft.amount)}
            disabled={!may.amount}
            onChange={(e) => set({ amount: amountDigits(e.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
    </Section>
  );
}

export function SecurityCard(props: { security: Security; disabled: boolean; set: (s: Security) => void }) {
  return (
    <Section title="Security">
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={props.security}
        disabled={props.disabled}
        onChange={(_e, value: Security | null) => value && props.set(value)}
        aria-label="Security"
        sx={{ flexWrap: 'wrap' }}
      >
        {SECURITY_LEVELS.map((s) => (
          <ToggleButton key={s} value={s}>
            {SECURITY_LABELS[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Section>
  );
}
