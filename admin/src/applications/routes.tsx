import { Route } from 'react-router-dom';
import { ApplicationDetails } from './ApplicationDetails';

/** /applications/details/{id} under the resource (react-admin renders <Resource> children as sub-routes). */
export const applicationRoutes = [
  <Route key="details" path="details/:id" element={<ApplicationDetails />} />,
];
