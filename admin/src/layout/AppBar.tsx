import { Box, Chip, Typography } from '@mui/material';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { describeSelection } from '../units/selection';
import { useUnits } from '../units/UnitsContext';
import { useOpenCompanySwitch } from '../units/CompanySwitchContext';
import { ProfileMenu } from './ProfileMenu';

function SelectedUnit() {
  const { units, selection } = useUnits();
  const openSwitch = useOpenCompanySwitch();
  const label = describeSelection(selection, units);
  return (
    <Chip
      icon={<StoreIcon />}
      label={label}
      onClick={openSwitch}
      aria-label={`Selected company: ${label}. Switch company`}
      data-testid="selected-unit"
      sx={{
        mr: 1,
        maxWidth: { xs: 130, sm: 280 },
        flexShrink: 0,
        color: 'inherit',
        bgcolor: 'rgba(255,255,255,0.12)',
        '& .MuiChip-icon': { color: 'inherit' },
        '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
      }}
    />
  );
}

/** App bar: product name, page title, the selected company or division, and the Profile menu. */
export function AppBar() {
  return (
    <RaAppBar color="primary" userMenu={<ProfileMenu />}>
      <Typography
        variant="subtitle1"
        component="span"
        sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', md: 'block' } }}
      >
        Credit Back Office
      </Typography>
      <Box
        sx={{
          width: '1px',
          height: 24,
          bgcolor: 'rgba(255,255,255,0.3)',
          mr: 2,
          display: { xs: 'none', md: 'block' },
        }}
      />
      <TitlePortal
        variant="h6"
        sx={{
          fontSize: { xs: '1rem', sm: '1.15rem' },
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      />
      <SelectedUnit />
    </RaAppBar>
  );
}
