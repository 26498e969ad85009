import { Route } from 'react-router-dom';
import { CustomerFilePage } from './CustomerFilePage';

/** /customers/{id} under the resource (react-admin renders <Resource> children as sub-routes). */
export const customerRoutes = [<Route key="file" path=":id" element={<CustomerFilePage />} />];
