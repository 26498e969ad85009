import GavelIcon from '@mui/icons-material/GavelOutlined';
import { ReasonsRequestList } from './ReasonsRequestList';

/** `{ list, icon }` to spread into <Resource name="reasons-requests"> (README 'Regulation B'). */
export default {
  list: ReasonsRequestList,
  icon: GavelIcon,
};
