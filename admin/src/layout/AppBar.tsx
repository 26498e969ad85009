import { Box, Chip, Typography } from '@mui/material';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { describeSelection } from '../units/selection';
import { useUnits } from '../units/UnitsContext';
import { useOpenCompanySwitch } from '../units/CompanySwitchContext';
import { ProfileMenu } from './ProfileMenu';
import { RouteTitle } from './RouteTitle';

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
        maxWidth: { xs: 40, sm: 280 },
        flexShrink: 0,
        color: 'inherit',
        bgcolor: 'rgba(255,255,255,0.12)',
        '& .MuiChip-icon': { color: 'inherit', ml: { xs: '8px', sm: '5px' }, mr: { xs: '8px', sm: '-6px' } },
        // Phones keep the room for the page title: the chip shows its icon only.
        '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
        '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
      }}
    />
  );
}

/** App bar: product name, page title, the selected company or division, and the Profile menu. */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={<ProfileMenu />}
      sx={{
        '& #react-admin-title:empty': { flex: 0 },
        '& #react-admin-title:not(:empty) ~ .route-title': { display: 'none' },
      }}
    >
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
      <RouteTitle />
      <SelectedUnit />
    </RaAppBar>
  );
}
