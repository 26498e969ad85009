import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { Route } from 'react-router-dom';
import { COMPANIES } from '../unitsAdmin/kind';
import { UnitDetails } from '../unitsAdmin/UnitDetails';
import { UnitList } from '../unitsAdmin/UnitList';

const CompanyList = () => <UnitList kind={COMPANIES} />;
const CompanyDetails = () => <UnitDetails kind={COMPANIES} />;

/** `{ list, icon, children }` for <Resource name="companies">; details at /companies/details/{id}. */
export default {
  list: CompanyList,
  icon: BusinessIcon,
  children: [<Route key="details" path="details/:id" element={<CompanyDetails />} />],
};
