/** Carrier checks' messages (README 'Carrier checks'). */
export const CARRIER_USDOT_INVALID = 'USDOT Number must be 1 to 8 digits.';
export const CARRIER_MC_INVALID = 'MC Number must be 1 to 8 digits.';
export const CARRIER_NUMBER_REQUIRED =
  'Enter a USDOT Number or an MC Number: this application gives neither.';
export const CARRIER_UNAVAILABLE =
  'The FMCSA carrier service is not answering. Nothing was recorded; try again in a few minutes.';
export const CARRIER_DENIED = 'Access to the carrier checks is denied!';
export const CARRIER_CHECKED = (verdict: string) => `Carrier checked: ${verdict}.`;

export const VERDICT_LABELS = {
  active: 'Active',
  warning: 'Warning',
  inactive: 'Inactive',
  not_found: 'Not found',
} as const;

// The problems a verdict lists, in plain words.
export const PROBLEM_NOT_FOUND = 'FMCSA has no carrier with this number.';
export const PROBLEM_NOT_ALLOWED = 'Not allowed to operate.';
export const PROBLEM_OUT_OF_SERVICE = (date: string | null) =>
  date ? `Out of service since ${date}.` : 'Out of service.';
export const PROBLEM_NO_AUTHORITY = 'No active operating authority (common, contract or broker).';
export const PROBLEM_AUTHORITY_INACTIVE = (kind: string) => `${kind} authority is inactive.`;
export const PROBLEM_BIPD_LAPSED = (onFile: string, required: string) =>
  `BIPD insurance lapsed: ${onFile} on file, ${required} required.`;
export const PROBLEM_BOND_MISSING = 'No BMC-84 bond or BMC-85 trust fund on file, which a broker must keep.';

// The carrier and owner fields of the eight-step application (forms/carrier-fields.ts).
export const FIELD_OWNER_NAME = 'Enter the owner’s name.';
export const FIELD_OWNER_TEXT = 'Cannot exceed 100 characters.';
export const FIELD_OWNERSHIP_PERCENT = 'Ownership % must be a number from 0 to 100.';
