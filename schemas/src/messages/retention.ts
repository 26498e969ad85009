/** Retention of decision records and legal holds (README 'Regulation B'). */
export const RETENTION_MONTHS_INVALID = 'Retention months must be a whole number from 12 to 120.';
export const LEGAL_HOLD_REASON_REQUIRED = 'Give the reason for the legal hold (3 to 500 characters).';
export const LEGAL_HOLD_NOT_DECIDED = 'Only an approved or denied record can be put on legal hold.';
export const LEGAL_HOLD_ALREADY = 'This record is already on legal hold.';
export const LEGAL_HOLD_NONE = 'This record is not on legal hold.';
export const LEGAL_HOLD_DENIED = 'Only an admin of the record’s unit can set or release a legal hold!';
export const LEGAL_HOLD_SET = 'Legal hold set.';
export const LEGAL_HOLD_RELEASED = 'Legal hold released.';
export const RETENTION_RUNS_DENIED = 'Only a super admin can read the retention report!';
