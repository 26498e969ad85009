import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';
import { DIVISIONS } from '../unitsAdmin/kind';
import { UnitList } from '../unitsAdmin/UnitList';

/** The details page loads on first use. */
const UnitDetails = lazyScreen(() => import('../unitsAdmin/UnitDetails').then((m) => m.UnitDetails));

const DivisionList = () => <UnitList kind={DIVISIONS} />;
const DivisionDetails = () => <UnitDetails kind={DIVISIONS} />;

/** `{ list, icon, children }` for <Resource name="divisions">; details at /divisions/details/{id}. */
export default {
  list: DivisionList,
  icon: AccountTreeIcon,
  children: [<Route key="details" path="details/:id" element={<DivisionDetails />} />],
};
