import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import { lazyScreen } from '../layout/lazyScreen';
import { customerRoutes } from './routes';

/** The list loads on first use too (only the applications and activations lists come up front). */
const CustomerList = lazyScreen(() => import('./CustomerList').then((m) => m.CustomerList));

/** `{ list, icon, children }` to spread into <Resource name="customers"> (CONVENTIONS.md); the file at /customers/{id}. */
export default {
  list: CustomerList,
  icon: StoreIcon,
  children: customerRoutes,
};
