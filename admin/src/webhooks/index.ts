import WebhookIcon from '@mui/icons-material/Webhook';
import { WebhooksPage } from './WebhooksPage';

/** `{ list, icon }` to spread into <Resource name="webhooks"> (CONVENTIONS.md): one page, the endpoints. */
export default {
  list: WebhooksPage,
  icon: WebhookIcon,
};
