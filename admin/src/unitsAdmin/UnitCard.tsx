import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import type { UnitRecord } from '@cp/schemas/contracts/units-admin';
import type { UnitAdminKind } from './kind';

function Line({ label, value }: { label: string; value: string | number }) {
  return (
    <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/**
 * One card per company (chip, name, code, completed applications, active divisions' codes or None) or
 * division (its company's code instead of divisions), with the edit button (back-office.md §2).
 */
export function UnitCard({ unit, kind }: { unit: UnitRecord; kind: UnitAdminKind }) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
      aria-label={unit.name}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
            noWrap
          >
            {unit.name}
          </Typography>
          <Chip
            size="small"
            label={unit.active ? 'Active' : 'Inactive'}
            color={unit.active ? 'success' : 'default'}
            variant={unit.active ? 'filled' : 'outlined'}
          />
        </Stack>
        {unit.kind === 'division' && <Line label="Company" value={unit.companyCode ?? ''} />}
        <Line label="Code" value={unit.code} />
        <Line label="Completed Applications" value={unit.completedApplications} />
        {unit.kind === 'company' && (
          <Line label="Divisions" value={unit.activeDivisionCodes.join(', ') || 'None'} />
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          startIcon={<EditIcon />}
          component={Link}
          to={`/${kind.resource}/details/${unit.id}`}
          aria-label={`Edit ${unit.name}`}
        >
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}
