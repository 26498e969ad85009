import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';

/** The details page loads on first use (its panels, dialogs and the form renderer stay out of the first load). */
export const ApplicationDetails = lazyScreen(() =>
  import('./ApplicationDetails').then((m) => m.ApplicationDetails),
);

/** /applications/details/{id} under the resource (react-admin renders <Resource> children as sub-routes). */
export const applicationRoutes = [
  <Route key="details" path="details/:id" element={<ApplicationDetails />} />,
];
