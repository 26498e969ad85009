import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { ActivationList } from './ActivationList';
import { ActivationDetails, activationRoutes } from './routes';

/** `{ list, show, icon, children }` to spread into <Resource name="activations"> (CONVENTIONS.md). */
export default {
  list: ActivationList,
  show: ActivationDetails,
  icon: HowToRegIcon,
  children: activationRoutes,
};
