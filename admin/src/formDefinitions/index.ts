import DynamicFormIcon from '@mui/icons-material/DynamicFormOutlined';
import { lazyScreen } from '../layout/lazyScreen';

/** The list loads on first use too (only the applications and activations lists come up front). */
const FormFamilyList = lazyScreen(() => import('./FormFamilyList').then((m) => m.FormFamilyList));
/** The form-definition editor loads on first use. */
const FormVersionPage = lazyScreen(() => import('./FormVersionPage').then((m) => m.FormVersionPage));

/** `{ list, edit, icon }` to spread into <Resource name="form-definitions"> (CONVENTIONS.md). */
export default {
  list: FormFamilyList,
  edit: FormVersionPage,
  icon: DynamicFormIcon,
};
