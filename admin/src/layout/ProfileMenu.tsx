import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Link } from 'react-router-dom';
import { Logout, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';
import { useSessionUser } from '../auth/AbilityContext';
import { useOpenCompanySwitch } from '../units/CompanySwitchContext';

function ProfileItem() {
  const user = useSessionUser();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={`/users/details/${user?.id ?? ''}`} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Profile</ListItemText>
    </MenuItem>
  );
}

function CompanyItem() {
  const menu = useUserMenu();
  const openSwitch = useOpenCompanySwitch();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        openSwitch();
      }}
    >
      <ListItemIcon>
        <SwapHorizIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Company</ListItemText>
    </MenuItem>
  );
}

/** Header Profile menu: Profile, Company (switch dialog), Logout (back-office.md §2 'Shell'). */
export function ProfileMenu() {
  // The button shows the user's name on wide screens: its accessible name must contain that text (WCAG
  // 2.5.3 'Label in Name', found by axe), so the name comes first and 'Profile' after it.
  const { data: identity } = useGetIdentity();
  const name = identity?.fullName?.trim();
  return (
    <UserMenu label={name ? `${name} Profile` : 'Profile'}>
      <ProfileItem />
      <CompanyItem />
      <Logout />
    </UserMenu>
  );
}
