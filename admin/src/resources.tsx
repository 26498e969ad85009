import { Resource } from 'react-admin';
import type { SessionUser } from '@cp/schemas/permissions/types';
import activationsResource from './activations';
import emailLogResource from './emailLog';
import applicationsResource from './applications';
import companiesResource from './companies';
import customersResource from './customers';
import divisionsResource from './divisions';
import reviewsResource from './reviews';
import reasonsRequests from './reasonsRequests';
import arImportsResource from './arImports';
import sanctionsResource from './sanctions';
import scorecardsResource from './scorecards';
import analyticsResource from './analytics';
import webhooksResource from './webhooks';
import formDefinitionsResource from './formDefinitions';
import usersResource from './users';

// One line per resource folder: a helper replaces its placeholder by `import x from './<folder>';`.
const applications = applicationsResource;
const activations = activationsResource;
const companies = companiesResource;
const divisions = divisionsResource;
const users = usersResource;
const emailLog = emailLogResource;

/** The application list also shows at / (back-office.md §2 'Routes'). */
export const homeList = applications.list;
/** Unknown paths show the Customer Activations list (back-office.md §2 'Routes'). */
export const unknownPathList = activations.list;

/** The console's resources; the email log and the form editor only for super admins. */
export function resources(user: SessionUser | undefined) {
  return [
    <Resource key="applications" name="applications" options={{ label: 'Applications' }} {...applications} />,
    <Resource key="activations" name="activations" options={{ label: 'Activations' }} {...activations} />,
    <Resource key="customers" name="customers" options={{ label: 'Customers' }} {...customersResource} />,
    <Resource key="reviews" name="reviews" options={{ label: 'Reviews' }} {...reviewsResource} />,
    <Resource
      key="reasons-requests"
      name="reasons-requests"
      options={{ label: 'Reasons requested' }}
      {...reasonsRequests}
    />,
    // AR import (issue 29 item 4): Admins and Super Admins, as the server enforces.
    user && user.security !== 'READ ONLY' ? (
      <Resource key="ar-imports" name="ar-imports" options={{ label: 'AR import' }} {...arImportsResource} />
    ) : null,
    <Resource key="companies" name="companies" options={{ label: 'Companies' }} {...companies} />,
    <Resource key="divisions" name="divisions" options={{ label: 'Divisions' }} {...divisions} />,
    <Resource key="users" name="users" options={{ label: 'Users' }} {...users} />,
    user?.security === 'SUPER ADMIN' ? (
      <Resource key="email-log" name="email-log" options={{ label: 'Email log' }} {...emailLog} />
    ) : null,
    // The sanctions lists (README 'Sanctions screening'): super admins only, as the server enforces.
    user?.security === 'SUPER ADMIN' ? (
      <Resource
        key="sanctions"
        name="sanctions"
        options={{ label: 'Sanctions lists' }}
        {...sanctionsResource}
      />
    ) : null,
    // Scorecards (README 'Scorecard'): admins read, super admins edit, as the server enforces.
    user && user.security !== 'READ ONLY' ? (
      <Resource
        key="scorecards"
        name="scorecards"
        options={{ label: 'Scorecards' }}
        {...scorecardsResource}
      />
    ) : null,
    // The analytics dashboard (issue 32 item 2): every role; the server scopes the figures to the viewer's units.
    <Resource key="analytics" name="analytics" options={{ label: 'Analytics' }} {...analyticsResource} />,
    // Webhooks for the ERP (README 'Webhooks'): super admins only, as the server enforces.
    user?.security === 'SUPER ADMIN' ? (
      <Resource key="webhooks" name="webhooks" options={{ label: 'Webhooks' }} {...webhooksResource} />
    ) : null,
    // The form editor (issue 16 item 4): super admins only, as the server enforces.
    user?.security === 'SUPER ADMIN' ? (
      <Resource
        key="form-definitions"
        name="form-definitions"
        options={{ label: 'Forms' }}
        {...formDefinitionsResource}
      />
    ) : null,
  ];
}
