import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazyScreen } from '../layout/lazyScreen';

/** The list loads on first use too (only the applications and activations lists come up front). */
const UserList = lazyScreen(() => import('./UserList').then((m) => m.UserList));

/** `{ list, icon }` to spread into <Resource name="users">; details live at /users/details/{id}. */
export default { list: UserList, icon: PeopleIcon };
