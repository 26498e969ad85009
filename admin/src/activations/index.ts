import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { ActivationDetails } from './ActivationDetails';
import { ActivationList } from './ActivationList';
import { activationRoutes } from './routes';

/** `{ list, show, icon, children }` to spread into <Resource name="activations"> (CONVENTIONS.md). */
export default {
  list: ActivationList,
  show: ActivationDetails,
  icon: HowToRegIcon,
  children: activationRoutes,
};
