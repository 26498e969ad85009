import DynamicFormIcon from '@mui/icons-material/DynamicFormOutlined';
import { FormFamilyList } from './FormFamilyList';
import { lazyScreen } from '../layout/lazyScreen';

/** The form-definition editor loads on first use. */
const FormVersionPage = lazyScreen(() => import('./FormVersionPage').then((m) => m.FormVersionPage));

/** `{ list, edit, icon }` to spread into <Resource name="form-definitions"> (CONVENTIONS.md). */
export default {
  list: FormFamilyList,
  edit: FormVersionPage,
  icon: DynamicFormIcon,
};
