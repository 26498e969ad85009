import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { UserList } from './UserList';

/** `{ list, icon }` to spread into <Resource name="users">; details live at /users/details/{id}. */
export default { list: UserList, icon: PeopleIcon };
