/** Messages the API platform itself answers with (not in the specs' catalogues; plain and short). */
export const NOT_FOUND = 'The requested resource was not found.';
export const PAYLOAD_TOO_LARGE = 'The request is too large.';
export const MALFORMED_JSON = 'The request body is not valid JSON.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const NOT_SIGNED_IN = 'Your session has ended. Please log in again.';
export const ACCESS_DENIED = 'Access denied.';
