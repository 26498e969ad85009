import MailIcon from '@mui/icons-material/MailOutline';
import { lazyScreen } from '../layout/lazyScreen';

/** The list loads on first use too (only the applications and activations lists come up front). */
const EmailLogList = lazyScreen(() => import('./EmailLogList').then((m) => m.EmailLogList));
/** An email's page loads on first use. */
const EmailLogShow = lazyScreen(() => import('./EmailLogShow').then((m) => m.EmailLogShow));

/** `{ list, show, icon }` to spread into <Resource name="email-log"> (CONVENTIONS.md). */
export default {
  list: EmailLogList,
  show: EmailLogShow,
  icon: MailIcon,
};
