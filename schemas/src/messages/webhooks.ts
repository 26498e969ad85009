/** Signed webhooks for the ERP (README 'Webhooks'). */
export const WEBHOOKS_DENIED = 'Only a super admin can manage webhooks!';
export const WEBHOOK_NOT_FOUND = 'No such webhook endpoint.';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'No such webhook delivery.';
export const WEBHOOK_COMPANY_REQUIRED = 'Choose the company whose events the endpoint receives.';
export const WEBHOOK_COMPANY_UNKNOWN = 'No such company.';
export const WEBHOOK_URL_INVALID = 'Enter the endpoint’s full URL (https://…), at most 2,000 characters.';
export const WEBHOOK_URL_HTTPS = 'The endpoint’s URL must use https.';
export const WEBHOOK_URL_CREDENTIALS = 'The endpoint’s URL must not carry a user name or password.';
export const WEBHOOK_URL_UNRESOLVED = (host: string) => `The host ${host} could not be resolved.`;
export const WEBHOOK_URL_PRIVATE = (host: string, address: string) =>
  `The host ${host} resolves to ${address}, a private, loopback, link-local or reserved address; webhooks are only sent to public addresses.`;
export const WEBHOOK_EVENTS_REQUIRED = 'Choose at least one event.';
export const WEBHOOK_DESCRIPTION_TOO_LONG = 'The description is at most 200 characters.';
export const WEBHOOK_CREATED = 'Webhook endpoint created. Copy its secret now: it is not shown again.';
export const WEBHOOK_SAVED = 'Webhook endpoint saved.';
export const WEBHOOK_DELETED = 'Webhook endpoint deleted.';
export const WEBHOOK_ROTATED =
  'New secret made. Copy it now: it is not shown again; the old one no longer signs.';
export const WEBHOOK_REPLAY_QUEUED = 'Replay queued: a new attempt with the same webhook-id.';
export const WEBHOOK_REPLAY_DISABLED = 'This endpoint is disabled; enable it before replaying a delivery.';
