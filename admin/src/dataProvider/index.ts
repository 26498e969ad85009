import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { submissionMethods, type SubmissionMethods } from './submissions';
import { unitsAdminMethods, type UnitsAdminMethods } from './unitsAdmin';

export type ConsoleDataProvider = DataProvider & SubmissionMethods & UnitsAdminMethods;

/**
 * The console's resources on the REST endpoints of the API (`/api/v1/<resource>`, Content-Range totals),
 * plus the submission actions as custom methods (CONVENTIONS.md 'Every console call through the dataProvider').
 */
export const dataProvider: ConsoleDataProvider = {
  ...simpleRestProvider('/api/v1', httpClient),
  ...submissionMethods,
  ...unitsAdminMethods,
};
