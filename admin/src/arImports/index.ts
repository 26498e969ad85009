import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { ArImportPage } from './ArImportPage';

/** `{ list, icon }` to spread into <Resource name="ar-imports"> (CONVENTIONS.md): one page, the upload. */
export default {
  list: ArImportPage,
  icon: UploadFileIcon,
};
