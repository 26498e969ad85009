/**
 * The wording of the reference's answer page (README 'Reference requests'). The page's own sentences; the
 * server's refusals (a wrong or locked code) arrive as the envelope's message from the schemas catalogue.
 */
export const REFERENCE_PAGE = {
  title: 'Credit reference',
  heading: (applicant: string) => `Credit reference for ${applicant}`,
  asks: (unit: string, company: string) =>
    company ? `${unit} asks ${company} for a credit reference.` : `${unit} asks you for a credit reference.`,
  what: (applicant: string) =>
    `A few questions about ${applicant}'s account with you and how it pays. It takes about two minutes.`,
  codeLabel: 'Access code',
  codeHelp: 'From the email we sent you (six characters)',
  codeNeeded: 'Enter the six-character access code from the email we sent you.',
  send: 'Send answer',
  sending: 'Sending…',
  cannot: 'We cannot give references',
  cannotConfirm: (unit: string, applicant: string) =>
    `Tell ${unit} that you cannot give a reference for ${applicant}? This is your answer; you will not be asked again.`,
  cannotYes: 'Yes, send this answer',
  cannotBack: 'Back to the questions',
  locked: 'Too many wrong access codes.',
  tryAgainIn: (minutes: number) => `You can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notSent:
    'Your answer was not sent: the connection failed. What you typed is still here; check your connection and try again.',
  tryAgain: 'Try again',
  thanksTitle: 'Answer sent',
  thanks: (unit: string) => `Thank you — your answer was sent to ${unit}`,
  nothingElse: 'There is nothing else to do. You can close this page.',
  expired: (onboardingEmail: string) =>
    `Authentication Invalid: You are seeing this page because the link in your email has expired or has already been answered. If you still want to answer, please reach out to ${
      onboardingEmail || 'the company that asked you'
    }.`,
};
