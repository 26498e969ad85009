import GppMaybeIcon from '@mui/icons-material/GppMaybeOutlined';
import { SanctionsListsPage } from './SanctionsListsPage';

/** `{ list, icon }` to spread into <Resource name="sanctions"> (CONVENTIONS.md): one page, the lists. */
export default {
  list: SanctionsListsPage,
  icon: GppMaybeIcon,
};
