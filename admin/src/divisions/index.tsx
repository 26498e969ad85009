import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';
import { DIVISIONS } from '../unitsAdmin/kind';

/** The list loads on first use too (only the applications and activations lists come up front). */
const UnitList = lazyScreen(() => import('../unitsAdmin/UnitList').then((m) => m.UnitList));

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
