import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import { lazyScreen } from '../layout/lazyScreen';

/** The list loads on first use too (only the applications and activations lists come up front). */
const ReviewList = lazyScreen(() => import('./ReviewList').then((m) => m.ReviewList));

/** `{ list, icon }` to spread into <Resource name="reviews"> (CONVENTIONS.md); a row opens /customers/{id}. */
export default {
  list: ReviewList,
  icon: EventRepeatIcon,
};
