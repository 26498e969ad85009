import ScoreIcon from '@mui/icons-material/ScoreboardOutlined';
import { ScorecardsPage } from './ScorecardsPage';

/** `{ list, icon }` to spread into <Resource name="scorecards"> (CONVENTIONS.md): one page, the versions. */
export default {
  list: ScorecardsPage,
  icon: ScoreIcon,
};
