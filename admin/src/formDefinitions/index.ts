import DynamicFormIcon from '@mui/icons-material/DynamicFormOutlined';
import { FormFamilyList } from './FormFamilyList';
import { FormVersionPage } from './FormVersionPage';

/** `{ list, edit, icon }` to spread into <Resource name="form-definitions"> (CONVENTIONS.md). */
export default {
  list: FormFamilyList,
  edit: FormVersionPage,
  icon: DynamicFormIcon,
};
