import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import { Route } from 'react-router-dom';
import { DIVISIONS } from '../unitsAdmin/kind';
import { UnitDetails } from '../unitsAdmin/UnitDetails';
import { UnitList } from '../unitsAdmin/UnitList';

const DivisionList = () => <UnitList kind={DIVISIONS} />;
const DivisionDetails = () => <UnitDetails kind={DIVISIONS} />;

/** `{ list, icon, children }` for <Resource name="divisions">; details at /divisions/details/{id}. */
export default {
  list: DivisionList,
  icon: AccountTreeIcon,
  children: [<Route key="details" path="details/:id" element={<DivisionDetails />} />],
};
