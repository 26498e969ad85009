/** Regulation B's messages (README 'Regulation B'). */
export const REASONS_COUNT = 'Choose one to four specific reasons for the denial.';
export const REASONS_LENGTH = 'Each reason is 3 to 200 characters.';
export const REASON_STATEMENT_TOO_LONG = 'Reason statement is at most 200 characters.';
export const REASONS_MESSAGES = { count: REASONS_COUNT, length: REASONS_LENGTH };
export const REASONS_LINK_UNKNOWN = 'This link is not valid. Please use the link in your email.';
export const REASONS_WINDOW_CLOSED =
  'The 60 days to request the statement of reasons for this decision have passed, so this link has closed.';
export const REASONS_ALREADY_REQUESTED =
  'Your request for the statement of reasons was already received. We will send it within 30 days of your request.';
export const REASONS_REQUEST_RECEIVED =
  'Your request was received. We will email the statement of specific reasons within 30 days.';
export const reasonsRequestedSubject = (applicationNumber: string) =>
  `Statement of reasons requested - Application # ${applicationNumber}`;
export const reasonsRequestedText = (applicationNumber: string, company: string, due: string) =>
  `The applicant ${company} (Application # ${applicationNumber}) requested the written statement of specific reasons for its denial. Send it by ${due} from the Reasons requested list.`;
/** The applicant's reasons page (forms /Reasons/{token}). */
export const REASONS_PAGE = {
  title: 'Statement of reasons',
  heading: 'Request the statement of specific reasons',
  what: (unitName: string, company: string, number: string, noticeDate: string) =>
    `${unitName} denied the credit application of ${company} (Application # ${number}) in its notice of ${noticeDate}. You may request a written statement of the specific reasons for that decision.`,
  windowEnds: (date: string) => `You can request it until ${date}.`,
  noteLabel: 'Note (optional)',
  button: 'Request the statement of reasons',
  receivedTitle: 'Request received',
  requested: (date: string, due: string) =>
    `Your request of ${date} was received. We will email the statement of specific reasons by ${due}.`,
  closed: (date: string) =>
    `The 60 days to request the statement of reasons ended on ${date}, so this link has closed.`,
};
export const STATEMENT_SENT = 'The statement of specific reasons was sent.';
export const STATEMENT_NOT_REQUESTED = 'No open request for the statement of reasons on this record.';
export const REASONS_ACCESS_DENIED = 'Access to the statement of reasons is denied!';
export const statementFileName = (applicationNumber: string) =>
  `Statement of reasons - Application # ${applicationNumber}.pdf`;
