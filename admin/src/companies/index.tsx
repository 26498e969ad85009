import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';
import { COMPANIES } from '../unitsAdmin/kind';

/** The list loads on first use too (only the applications and activations lists come up front). */
const UnitList = lazyScreen(() => import('../unitsAdmin/UnitList').then((m) => m.UnitList));

/** The details page loads on first use. */
const UnitDetails = lazyScreen(() => import('../unitsAdmin/UnitDetails').then((m) => m.UnitDetails));

const CompanyList = () => <UnitList kind={COMPANIES} />;
const CompanyDetails = () => <UnitDetails kind={COMPANIES} />;

/** `{ list, icon, children }` for <Resource name="companies">; details at /companies/details/{id}. */
export default {
  list: CompanyList,
  icon: BusinessIcon,
  children: [<Route key="details" path="details/:id" element={<CompanyDetails />} />],
};
