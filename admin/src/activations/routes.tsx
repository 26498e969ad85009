import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';

/** The details page loads on first use (its panels, dialogs and the form renderer stay out of the first load). */
export const ActivationDetails = lazyScreen(() =>
  import('./ActivationDetails').then((m) => m.ActivationDetails),
);

/** /activations/details/{id} under the resource (react-admin renders <Resource> children as sub-routes). */
export const activationRoutes = [<Route key="details" path="details/:id" element={<ActivationDetails />} />];
