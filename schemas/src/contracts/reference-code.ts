/**
 * The access code of a reference request (references.ts), apart from that contract's zod schemas: the customer's
 * reference page imports these without zod (bench:first-load).
 */

/** The access code: six characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const REFERENCE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_CODE_LENGTH = 6;
