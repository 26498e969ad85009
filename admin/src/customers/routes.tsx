import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';

/** The credit file loads on first use. */
const CustomerFilePage = lazyScreen(() => import('./CustomerFilePage').then((m) => m.CustomerFilePage));

/** /customers/{id} under the resource (react-admin renders <Resource> children as sub-routes). */
export const customerRoutes = [<Route key="file" path=":id" element={<CustomerFilePage />} />];
