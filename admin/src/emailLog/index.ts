import MailIcon from '@mui/icons-material/MailOutline';
import { EmailLogList } from './EmailLogList';
import { lazyScreen } from '../layout/lazyScreen';

/** An email's page loads on first use. */
const EmailLogShow = lazyScreen(() => import('./EmailLogShow').then((m) => m.EmailLogShow));

/** `{ list, show, icon }` to spread into <Resource name="email-log"> (CONVENTIONS.md). */
export default {
  list: EmailLogList,
  show: EmailLogShow,
  icon: MailIcon,
};
