import ScoreIcon from '@mui/icons-material/ScoreboardOutlined';
import { lazyScreen } from '../layout/lazyScreen';

/** The versions page and the scorecard editor load on first use. */
const ScorecardsPage = lazyScreen(() => import('./ScorecardsPage').then((m) => m.ScorecardsPage));

/** `{ list, icon }` to spread into <Resource name="scorecards"> (CONVENTIONS.md): one page, the versions. */
export default {
  list: ScorecardsPage,
  icon: ScoreIcon,
};
