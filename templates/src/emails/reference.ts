/**
 * The reference request and its reminder (README 'Reference requests'), to a trade reference or the bank an
 * applicant listed: the unit's wording (referenceRequestBody / referenceReminderBody; empty, the template's own
 * sentence), the applicant's name, what is asked, the private link and the access code in large type for
 * gateways that strip links. Audience 'customer': the layout a party outside the credit department gets (the
 * customer-facing brand and sign-off); nothing in it is for staff.
 */
import type { EmailTemplateSource } from './types';

const P = 'margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;';
const CODE =
  'margin:0 0 18px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace;color:#1f2933;';
const NOTE = 'margin:0 0 14px 0;font-size:13px;color:#5f6b7a;';

const who = `{{#if referenceCompany}}{{referenceCompany}}{{else}}your company{{/if}}`;
const asked = `{{#if bank}}as its bank{{else}}as a trade reference{{/if}}`;
const what = `{{#if bank}}a few questions about the account relationship (how long, balance range, returned items){{else}}a few questions about the account (open since, high credit, balance, payment habits){{/if}}`;

function referenceEmail(o: {
  field: string;
  subject: string;
  heading: string;
  fallback: string;
}): EmailTemplateSource {
  const intro = `{{applicantName}} has given ${who} ${asked}.`;
  const ask = `It takes about two minutes on a phone: ${what}. If you cannot give references, one tap on the form ('We cannot give references') tells us so.`;
  const code = 'If the button does not work, open the link below and enter this access code:';
  return {
    audience: 'customer',
    subject: o.subject,
    heading: o.heading,
    html: `{{#if unit.${o.field}}}{{paragraphs unit.${o.field}}}{{else}}<p style="${P}">${o.fallback}</p>{{/if}}
<p style="${P}">${intro}</p>
<p style="${P}">${ask}</p>
{{> button url=referenceUrl label="Answer The Reference Request" brandStyle=brandStyle}}
<p style="${NOTE}">${code}</p>
<p style="${CODE}">{{accessCode}}</p>
<p style="${NOTE}">{{referenceUrl}}</p>`,
    text: `{{#if unit.${o.field}}}{{textParagraphs unit.${o.field}}}{{else}}${o.fallback}{{/if}}

${intro}

${ask}

Answer the reference request: {{referenceUrl}}

Access code: {{accessCode}}`,
  };
}

export const referenceTemplates: Record<string, EmailTemplateSource> = {
  'reference-request': referenceEmail({
    field: 'referenceRequestBody',
    subject: 'Credit reference request for {{applicantName}}',
    heading: 'A credit reference request',
    fallback: 'We are reviewing a credit application and would value your reference.',
  }),
  'reference-reminder': referenceEmail({
    field: 'referenceReminderBody',
    subject: 'Reminder: credit reference request for {{applicantName}}',
    heading: 'A credit reference request is waiting',
    fallback: 'We have not yet received your answer to our credit reference request.',
  }),
};
