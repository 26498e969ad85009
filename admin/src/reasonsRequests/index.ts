import GavelIcon from '@mui/icons-material/GavelOutlined';
import { lazyScreen } from '../layout/lazyScreen';

/** The list loads on first use too (only the applications and activations lists come up front). */
const ReasonsRequestList = lazyScreen(() => import('./ReasonsRequestList').then((m) => m.ReasonsRequestList));

/** `{ list, icon }` to spread into <Resource name="reasons-requests"> (README 'Regulation B'). */
export default {
  list: ReasonsRequestList,
  icon: GavelIcon,
};
