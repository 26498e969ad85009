/** Regulation B's messages (README 'Regulation B'). */
export const REASONS_COUNT = 'Choose one to four specific reasons for the denial.';
export const REASONS_LENGTH = 'Each reason is 3 to 200 characters.';
export const REASON_STATEMENT_TOO_LONG = 'Reason statement is at most 200 characters.';
export const REASONS_MESSAGES = { count: REASONS_COUNT, length: REASONS_LENGTH };
