import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/** Under Reviewed: All, Approved, Denied (§2 'Application list'); All is the empty filter. */
export function ReviewedButtons({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_e, v: string | null) => onChange(v ?? '')}
      aria-label="Reviewed status"
      sx={{ mb: 1 }}
    >
      <ToggleButton value="">All</ToggleButton>
      <ToggleButton value="APPROVED">Approved</ToggleButton>
      <ToggleButton value="DENIED">Denied</ToggleButton>
    </ToggleButtonGroup>
  );
}
