import MailIcon from '@mui/icons-material/MailOutline';
import { EmailLogList } from './EmailLogList';
import { EmailLogShow } from './EmailLogShow';

/** `{ list, show, icon }` to spread into <Resource name="email-log"> (CONVENTIONS.md). */
export default {
  list: EmailLogList,
  show: EmailLogShow,
  icon: MailIcon,
};
