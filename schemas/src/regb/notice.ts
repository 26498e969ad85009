/**
 * The notice a denial of business credit carries (README 'Regulation B'): the ECOA notice of 12 CFR
 * 1002.9(b)(1), word for word, and the statement of the right to the reasons on a written request within
 * 60 days (1002.9(a)(3)(ii), trade credit); the creditor answers a request within 30 days.
 */
export const REASONS_REQUEST_WINDOW_DAYS = 60;
export const REASONS_ANSWER_DAYS = 30;

export const ECOA_NOTICE =
  'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant\u2019s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is the Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580.';

export const REASONS_RIGHT =
  'You have the right to a statement of specific reasons why your application was denied. To obtain the statement, request it within 60 days of the date of this notice; we will send it within 30 days of receiving your request.';

export const REASONS_LINK_LABEL = 'Request the statement of reasons';
