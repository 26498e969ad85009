import GppMaybeIcon from '@mui/icons-material/GppMaybeOutlined';
import { lazyScreen } from '../layout/lazyScreen';

/** The lists page loads on first use. */
const SanctionsListsPage = lazyScreen(() => import('./SanctionsListsPage').then((m) => m.SanctionsListsPage));

/** `{ list, icon }` to spread into <Resource name="sanctions"> (CONVENTIONS.md): one page, the lists. */
export default {
  list: SanctionsListsPage,
  icon: GppMaybeIcon,
};
