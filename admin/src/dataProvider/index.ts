import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './httpClient';

/** The console's resources on the REST endpoints of the API (`/api/v1/<resource>`, Content-Range totals). */
export const dataProvider: DataProvider = simpleRestProvider('/api/v1', httpClient);
