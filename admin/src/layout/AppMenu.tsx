import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import DynamicFormIcon from '@mui/icons-material/DynamicFormOutlined';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import GppMaybeIcon from '@mui/icons-material/GppMaybeOutlined';
import ScoreIcon from '@mui/icons-material/ScoreboardOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Box, Typography } from '@mui/material';
import { Menu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useAbility } from '../auth/AbilityContext';
import { EmailLogMenuIcon } from '../emailLog/EmailLogMenuIcon';
import { titleForPath } from './RouteTitle';
import { VersionLabel } from './VersionLabel';

/** Side menu of back-office.md §2 'Shell': Companies and Divisions only for super admins. */
export function AppMenu() {
  const ability = useAbility();
  const companiesMenu = ability.can('viewCompaniesMenu', 'Menu');
  // `/` shows the application list and unknown paths the activations list: their entries are current there.
  const { pathname } = useLocation();
  const homeShowsActivations =
    !pathname.startsWith('/activations') && titleForPath(pathname) === titleForPath('/activations');
  const homeShowsApplications = pathname === '/';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* On phones the menu slides over the app bar: name the product at its top. It sits outside the
          menu list: inside, the list made it its first keyboard stop, which a menu may hold only as an item
          (axe aria-required-children). */}
      <Box
        sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', px: 2, py: 2, mb: 1 }}
        bgcolor="primary.main"
        color="primary.contrastText"
      >
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
          Credit Back Office
        </Typography>
      </Box>
      <Menu
        sx={{
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          mt: { xs: 0, sm: 1 },
          mb: 0,
          pt: { xs: 0, sm: 1 },
        }}
      >
        <Menu.Item
          to="/applications"
          primaryText="Applications"
          leftIcon={<AssignmentIcon />}
          className={homeShowsApplications ? 'RaMenuItemLink-active' : undefined}
        />
        <Menu.Item
          to="/activations"
          primaryText="Activations"
          leftIcon={<HowToRegIcon />}
          className={homeShowsActivations ? 'RaMenuItemLink-active' : undefined}
        />
        <Menu.Item to="/customers" primaryText="Customers" leftIcon={<StoreIcon />} />
        <Menu.Item to="/reviews" primaryText="Reviews" leftIcon={<EventRepeatIcon />} />
        <Menu.Item to="/reasons-requests" primaryText="Reasons requested" leftIcon={<GavelIcon />} />
        {ability.can('save', 'Application') && (
          <Menu.Item to="/ar-imports" primaryText="AR import" leftIcon={<UploadFileIcon />} />
        )}
        {companiesMenu && <Menu.Item to="/companies" primaryText="Companies" leftIcon={<BusinessIcon />} />}
        {companiesMenu && (
          <Menu.Item to="/divisions" primaryText="Divisions" leftIcon={<AccountTreeIcon />} />
        )}
        <Menu.Item to="/users" primaryText="Users" leftIcon={<PeopleIcon />} />
        {ability.can('read', 'EmailLog') && (
          <Menu.Item to="/email-log" primaryText="Email log" leftIcon={<EmailLogMenuIcon />} />
        )}
        {ability.can('read', 'SanctionsList') && (
          <Menu.Item to="/sanctions" primaryText="Sanctions lists" leftIcon={<GppMaybeIcon />} />
        )}
        {ability.can('read', 'Scorecard') && (
          <Menu.Item to="/scorecards" primaryText="Scorecards" leftIcon={<ScoreIcon />} />
        )}
        <Menu.Item to="/analytics" primaryText="Analytics" leftIcon={<InsightsIcon />} />
        {ability.can('read', 'WebhookEndpoint') && (
          <Menu.Item to="/webhooks" primaryText="Webhooks" leftIcon={<WebhookIcon />} />
        )}
        {ability.can('update', 'FormDefinition') && (
          <Menu.Item to="/form-definitions" primaryText="Forms" leftIcon={<DynamicFormIcon />} />
        )}
        <VersionLabel />
      </Menu>
    </Box>
  );
}
