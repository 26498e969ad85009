/**
 * Reference answer messages (README 'Reference requests'): the answer forms' rules, and what the public answer
 * call and the staff's phone answer say.
 */
export const REFERENCE_FORM_MESSAGES = {
  respondentName: 'Enter your name',
  cannotExceed: (n: number) => `At most ${n} characters`,
  amountMax: 'Enter an amount below one billion',
  daysMax: 'Enter a number of days up to 999',
  itemsMax: 'Enter a number up to 999',
  validDate: 'Enter a valid date',
  validPhone: 'Enter a 10-digit phone number',
  chooseOne: 'Choose one of the answers',
} as const;

/** A wrong access code: the reference may try again. */
export const REFERENCE_CODE_WRONG =
  'That access code is not right. Check the code in the email and try again.';
/** Too many wrong codes: the request waits REFERENCE_CODE_LOCK_MINUTES (the page adds when, from Retry-After). */
export const REFERENCE_CODE_LOCKED = 'Too many wrong access codes.';
export const REFERENCE_ANSWER_THANKS = 'Thank you: your answer was sent.';
export const REFERENCE_DECLINE_THANKS = 'Thank you: we noted that you cannot give references.';
export const REFERENCE_PHONE_ANSWER_RECORDED = 'The answer taken by phone was recorded.';
export const REFERENCE_NOT_ANSWERABLE =
  'This reference request can no longer be answered: it was answered, declined, cancelled or has expired.';
export const REFERENCE_FORM_MISSING = 'The reference answer form is not published.';
