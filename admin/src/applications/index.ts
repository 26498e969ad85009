import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import { ApplicationList } from './ApplicationList';
import { ApplicationDetails, applicationRoutes } from './routes';

/** `{ list, show, icon, children }` to spread into <Resource name="applications"> (CONVENTIONS.md). */
export default {
  list: ApplicationList,
  show: ApplicationDetails,
  icon: AssignmentIcon,
  children: applicationRoutes,
};
