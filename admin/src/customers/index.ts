import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import { CustomerList } from './CustomerList';
import { customerRoutes } from './routes';

/** `{ list, icon, children }` to spread into <Resource name="customers"> (CONVENTIONS.md); the file at /customers/{id}. */
export default {
  list: CustomerList,
  icon: StoreIcon,
  children: customerRoutes,
};
