import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import { LazyAnalyticsPage } from './LazyAnalyticsPage';

/**
 * `{ list, icon }` to spread into <Resource name="analytics"> (CONVENTIONS.md): the dashboard at /analytics,
 * loaded on demand so the chart library (@mui/x-charts) is not in the console's first load.
 */
export default {
  list: LazyAnalyticsPage,
  icon: InsightsIcon,
};
