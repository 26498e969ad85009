import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import { ReviewList } from './ReviewList';

/** `{ list, icon }` to spread into <Resource name="reviews"> (CONVENTIONS.md); a row opens /customers/{id}. */
export default {
  list: ReviewList,
  icon: EventRepeatIcon,
};
