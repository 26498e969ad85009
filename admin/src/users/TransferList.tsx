import { useState } from 'react';
import {
  Button,
  Card,
  CardHeader,
  Checkbox,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { unitLabel, type AssignableUnit } from './unitChoices';

function Side({
  title,
  items,
  checked,
  disabled,
  toggle,
}: {
  title: string;
  items: AssignableUnit[];
  checked: string[];
  disabled: boolean;
  toggle: (id: string) => void;
}) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <CardHeader
        title={title}
        subheader={`${items.length}`}
        slotProps={{ title: { variant: 'subtitle2' } }}
      />
      <Divider />
      {/* One list item per unit, its checkbox labelled by the unit: no button around the checkbox (axe:
          a list holds only items, and a control does not sit inside another control). */}
      <List dense aria-label={title} sx={{ height: 240, overflowY: 'auto' }}>
        {items.map((u) => (
          <ListItem key={u.id} disablePadding sx={{ px: 2 }}>
            <FormControlLabel
              sx={{ m: 0, width: '100%' }}
              disabled={disabled}
              label={<Typography variant="body2">{unitLabel(u)}</Typography>}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(u.id)}
                  onChange={() => toggle(u.id)}
                  slotProps={{ input: { 'aria-label': unitLabel(u) } }}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

/**
 * The Companies | Divisions transfer list of user details (back-office.md §2): available on the left,
 * assigned on the right, buttons to move all right, selected right, selected left and all left; disabled
 * for non super admins (§6).
 */
export function TransferList({
  units,
  assigned,
  onChange,
  disabled,
}: {
  units: AssignableUnit[];
  assigned: string[];
  onChange: (assigned: string[]) => void;
  disabled: boolean;
}) {
  const [checked, setChecked] = useState<string[]>([]);
  const left = units.filter((u) => !assigned.includes(u.id));
  const right = units.filter((u) => assigned.includes(u.id));
  const toggle = (id: string) => setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const move = (next: string[]) => {
    onChange(next);
    setChecked([]);
  };
  const leftChecked = left.filter((u) => checked.includes(u.id)).map((u) => u.id);
  const rightChecked = right.filter((u) => checked.includes(u.id)).map((u) => u.id);
  const buttons = [
    { label: '≫', name: 'Move all right', to: units.map((u) => u.id), off: left.length === 0 },
    { label: '>', name: 'Move selected right', to: [...assigned, ...leftChecked], off: !leftChecked.length },
    {
      label: '<',
      name: 'Move selected left',
      to: assigned.filter((id) => !rightChecked.includes(id)),
      off: !rightChecked.length,
    },
    { label: '≪', name: 'Move all left', to: [], off: right.length === 0 },
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Side title="Available" items={left} checked={checked} disabled={disabled} toggle={toggle} />
      <Stack
        direction={{ xs: 'row', sm: 'column' }}
        spacing={1}
        sx={{ justifyContent: 'center', alignItems: 'center' }}
      >
        {buttons.map((b) => (
          <Button
            key={b.name}
            variant="outlined"
            size="small"
            aria-label={b.name}
            disabled={disabled || b.off}
            onClick={() => move(b.to)}
          >
            {b.label}
          </Button>
        ))}
      </Stack>
      <Side title="Assigned" items={right} checked={checked} disabled={disabled} toggle={toggle} />
    </Stack>
  );
}
