import { Route } from 'react-router-dom';
import { ActivationDetails } from './ActivationDetails';

/** /activations/details/{id} under the resource (react-admin renders <Resource> children as sub-routes). */
export const activationRoutes = [<Route key="details" path="details/:id" element={<ActivationDetails />} />];
