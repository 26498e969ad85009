/**
 * The whole data model (DESIGN.md §4). Workflow values are real columns; what the customer typed is a
 * jsonb document validated by the form definition's JSON Schema. Money is numeric, times timestamptz.
 */
export * from './schema/units';
export * from './schema/people';
export * from './schema/submissions';
export * from './schema/documents';
export * from './schema/outbox';
export * from './schema/email-log';
export * from './schema/esign';
export * from './schema/references';
export * from './schema/sanctions';
export * from './schema/scorecards';
export * from './schema/evidence';
export * from './schema/regb';
export * from './schema/carriers';
export * from './schema/retention';
export * from './schema/analytics';
export * from './schema/webhooks';
