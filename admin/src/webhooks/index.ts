import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyScreen } from '../layout/lazyScreen';

/** The endpoints page, its dialogs and the delivery log load on first use (README 'Benchmarks', bench:console-load). */
const WebhooksPage = lazyScreen(() => import('./WebhooksPage').then((m) => m.WebhooksPage));

/** `{ list, icon }` to spread into <Resource name="webhooks"> (CONVENTIONS.md): one page, the endpoints. */
export default {
  list: WebhooksPage,
  icon: WebhookIcon,
};
