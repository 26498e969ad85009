import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import { Menu } from 'react-admin';
import { useAbility } from '../auth/AbilityContext';
import { VersionLabel } from './VersionLabel';

/** Side menu of back-office.md §2 'Shell': Companies and Divisions only for super admins. */
export function AppMenu() {
  const ability = useAbility();
  const companiesMenu = ability.can('viewCompaniesMenu', 'Menu');
  return (
    <Menu sx={{ display: 'flex', flexDirection: 'column', height: '100%', mt: 1, mb: 0 }}>
      <Menu.Item to="/applications" primaryText="Applications" leftIcon={<AssignmentIcon />} />
      <Menu.Item to="/activations" primaryText="Activations" leftIcon={<HowToRegIcon />} />
      {companiesMenu && <Menu.Item to="/companies" primaryText="Companies" leftIcon={<BusinessIcon />} />}
      {companiesMenu && <Menu.Item to="/divisions" primaryText="Divisions" leftIcon={<AccountTreeIcon />} />}
      <Menu.Item to="/users" primaryText="Users" leftIcon={<PeopleIcon />} />
      {ability.can('read', 'EmailLog') && (
        <Menu.Item to="/email-log" primaryText="Email log" leftIcon={<MailIcon />} />
      )}
      <VersionLabel />
    </Menu>
  );
}
