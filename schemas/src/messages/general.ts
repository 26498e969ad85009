/** Messages shared by every area, word for word from the specs. */
export const GENERAL_ERROR = 'An error has occurred. Please reach out to administration for assistance.';
export const NOT_FOUND = 'The requested resource was not found.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait and try again.';
export const NOT_SIGNED_IN = 'You must be signed in.';
export const ACCESS_DENIED = 'Access denied.';
