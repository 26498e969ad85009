/** Periodic credit reviews (issue 29 item 7). */
export const REVIEW_NOTE_REQUIRED = 'Say what the review found.';
export const REVIEW_LIMIT_INVALID = 'The new limit must be an amount of 0 or more.';
export const REVIEW_NOT_SCHEDULED = 'This customer has no approval yet, so no review is scheduled.';
export const REVIEW_LIMIT_OVER_GROUP =
  'The new limit takes the customer or its group above its group limit: raise the group limit first or choose a lower limit.';
export const REVIEW_DENIED = 'Access to review the customer is denied!';
export const reviewDone = (nextOn: string) => `Review recorded. The next review is due ${nextOn}.`;
export const REVIEW_MONTHS_INVALID = 'Review every must be a whole number of months from 1 to 60, or empty.';
