/** Messages the API platform itself answers with (not in the specs' catalogues; plain and short). */
export const NOT_FOUND = 'The requested resource was not found.';
export const PAYLOAD_TOO_LARGE = 'The request is too large.';
export const MALFORMED_JSON = 'The request body is not valid JSON.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const NOT_SIGNED_IN = 'Your session has ended. Please log in again.';
export const ACCESS_DENIED = 'Access denied.';
/** A database or other dependency stalled or dropped (answered 503 with Retry-After; clients retry). */
export const SERVICE_BRIEFLY_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment; nothing you entered was lost.';
/** Two requests changed the same record at once and this one lost (a unique or foreign key race). */
export const CONCURRENT_CHANGE = 'This was changed by another request at the same time. Please try again.';
export const INVALID_VALUE = 'The request contains a value that is not valid.';
export const NUL_CHARACTER = 'Text may not contain NUL characters.';
export const NESTED_TOO_DEEPLY = 'The request body is nested too deeply.';
export const BODY_UNREADABLE =
  'The request body could not be read. Check its Content-Type and Content-Encoding.';
export const BODY_TIMEOUT = 'The request body did not arrive in time.';
/** The console's notice while it waits to ask again after a 503 (with Retry-After) or a 429. */
export const retryNotice = (status: number, seconds: number): string =>
  status === 429
    ? `Too many requests. Trying again in ${seconds} s…`
    : `The service is briefly unavailable. Trying again in ${seconds} s…`;
/** More PDFs are being printed and waiting than PDF_QUEUE_MAX allows (answered 503 with Retry-After). */
export const PDF_BUSY = 'Too many documents are being prepared right now. Please try again in a moment.';
