import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { lazyScreen } from '../layout/lazyScreen';

/** The upload page loads on first use. */
const ArImportPage = lazyScreen(() => import('./ArImportPage').then((m) => m.ArImportPage));

/** `{ list, icon }` to spread into <Resource name="ar-imports"> (CONVENTIONS.md): one page, the upload. */
export default {
  list: ArImportPage,
  icon: UploadFileIcon,
};
