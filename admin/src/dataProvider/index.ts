import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { customerMethods, customersResource, type CustomerMethods } from '../customers/dataProvider';
import { reviewMethods, reviewsResource, type ReviewMethods } from '../reviews/dataProvider';
import { arImportMethods, type ArImportMethods } from '../arImports/dataProvider';
import { emailLogMethods, type EmailLogMethods } from './emailLog';
import { esignMethods, type EsignMethods } from './esign';
import { evidenceMethods, type EvidenceMethods } from './evidence';
import { exportMethods, type ExportMethods } from './exports';
import { formDefinitionMethods, type FormDefinitionMethods } from './formDefinitions';
import { referenceMethods, type ReferenceMethods } from './references';
import { sanctionsMethods, type SanctionsMethods } from './sanctions';
import { scorecardMethods, type ScorecardMethods } from './scorecards';
import { regbMethods, type RegbMethods } from './regb';
import { carrierMethods, type CarrierMethods } from './carriers';
import { retentionMethods, type RetentionMethods } from './retention';
import { analyticsMethods, type AnalyticsMethods } from './analytics';
import { httpClient } from './httpClient';
import { submissionMethods, type SubmissionMethods } from './submissions';
import { unitsAdminMethods, type UnitsAdminMethods } from './unitsAdmin';
import { userMethods, usersResource, type UserMethods } from './users';
import { webhookMethods, type WebhookMethods } from './webhooks';

export type ConsoleDataProvider = DataProvider &
  SubmissionMethods &
  EsignMethods &
  ReferenceMethods &
  SanctionsMethods &
  ScorecardMethods &
  EvidenceMethods &
  RegbMethods &
  CarrierMethods &
  RetentionMethods &
  EmailLogMethods &
  UserMethods &
  UnitsAdminMethods &
  FormDefinitionMethods &
  CustomerMethods &
  ReviewMethods &
  ArImportMethods &
  ExportMethods &
  AnalyticsMethods &
  WebhookMethods;

const rest = simpleRestProvider('/api/v1', httpClient);

/**
 * `users` lives on the spec's /api/User/* calls (./users.ts), `customers` on its own query and envelope
 * (customers/dataProvider.ts); every other resource on /api/v1.
 */
type Crud = keyof typeof usersResource;
type Method = (resource: string, params: never) => Promise<unknown>;
const byResource = <M extends Crud>(method: M): DataProvider[M] => {
  const own = usersResource[method] as Method;
  const customers = (customersResource as Partial<Record<Crud, Method>>)[method];
  const reviews = (reviewsResource as Partial<Record<Crud, Method>>)[method];
  const other = rest[method] as Method;
  return ((resource: string, params: never) =>
    resource === 'users'
      ? own(resource, params)
      : resource === 'customers' && customers
        ? customers(resource, params)
        : resource === 'reviews' && reviews
          ? reviews(resource, params)
          : other(resource, params)) as DataProvider[M];
};

/**
 * The console's resources on the REST endpoints of the API (`/api/v1/<resource>`, Content-Range totals),
 * plus the submission, e-signature, reference request, Email log, user and unit-administration actions as custom methods (CONVENTIONS.md 'Every console call through the
 * dataProvider').
 */
export const dataProvider: ConsoleDataProvider = {
  ...rest,
  getList: byResource('getList'),
  getOne: byResource('getOne'),
  update: byResource('update'),
  delete: byResource('delete'),
  ...submissionMethods,
  ...esignMethods,
  ...referenceMethods,
  ...sanctionsMethods,
  ...scorecardMethods,
  ...evidenceMethods,
  ...regbMethods,
  ...carrierMethods,
  ...retentionMethods,
  ...emailLogMethods,
  ...userMethods,
  ...unitsAdminMethods,
  ...formDefinitionMethods,
  ...customerMethods,
  ...reviewMethods,
  ...arImportMethods,
  ...exportMethods,
  ...analyticsMethods,
  ...webhookMethods,
};
