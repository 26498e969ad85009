/** Emails to staff users: invitation, password reset, a link to a details page, and free text. */
import type { EmailTemplateSource } from './types';

export const staffTemplates: Record<string, EmailTemplateSource> = {
  'user-invitation': {
    audience: 'staff',
    subject: 'You are invited to the Credit Portal',
    heading: 'Welcome{{#if firstName}}, {{firstName}}{{/if}}',
    html: `<p style="margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;">{{#if invitedBy}}{{invitedBy}} invited you{{else}}You have been invited{{/if}} to the credit back office. Choose your name and password to finish setting up your account.</p>
{{> button url=registerUrl label="Create Your Account" brandStyle=brandStyle}}`,
    text: `{{#if invitedBy}}{{invitedBy}} invited you{{else}}You have been invited{{/if}} to the credit back office. Choose your name and password to finish setting up your account:
{{registerUrl}}`,
  },
  'password-reset': {
    audience: 'staff',
    subject: 'Password Reset Request',
    heading: 'Reset your password',
    html: `<p style="margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;">{{#if firstName}}Hello {{firstName}}, we{{else}}We{{/if}} received a request to reset your password. The link below works once and expires soon. If you did not ask for it, you can ignore this email.</p>
{{> button url=resetUrl label="Reset Password" brandStyle=brandStyle}}`,
    text: `{{#if firstName}}Hello {{firstName}}, we{{else}}We{{/if}} received a request to reset your password. The link below works once and expires soon. If you did not ask for it, you can ignore this email.
{{resetUrl}}`,
  },
  'details-link': {
    audience: 'staff',
    subject: 'Application # {{applicationNumber}}',
    heading: 'Application # {{applicationNumber}}',
    html: `<p style="margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;">{{#if senderName}}{{senderName}} shared{{else}}Here is{{/if}} a link to the details page of Application # {{applicationNumber}}{{#if companyName}} ({{companyName}}){{/if}}.</p>
{{> button url=detailsUrl label="Open Details" brandStyle=brandStyle}}`,
    text: `{{#if senderName}}{{senderName}} shared{{else}}Here is{{/if}} a link to the details page of Application # {{applicationNumber}}{{#if companyName}} ({{companyName}}){{/if}}:
{{detailsUrl}}`,
  },
  // Issue 29 item 7: the daily digest of credit reviews due, to a unit's contacts (jobs/kinds/reviews-digest.ts).
  'reviews-due-digest': {
    audience: 'staff',
    subject: '{{count}} credit review{{#unless one}}s{{/unless}} due{{#if unitName}} at {{unitName}}{{/if}}',
    heading: 'Credit reviews due',
    html: `<p style="margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;">{{count}} customer{{#unless one}}s{{/unless}} of {{#if unitName}}{{unitName}}{{else}}your unit{{/if}} {{#if one}}is{{else}}are{{/if}} due for a periodic credit review as of {{date asOf}}. Open each credit file, check its limit against its exposure, and mark the review done.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px 0;font-size:14px;color:#1f2933;">
<tr><th align="left" style="padding:6px 8px;border-bottom:1px solid #d0d7de;">Customer</th><th align="left" style="padding:6px 8px;border-bottom:1px solid #d0d7de;">Review due</th></tr>
{{#each customers}}<tr><td style="padding:6px 8px;border-bottom:1px solid #eef1f4;">{{#if url}}<a href="{{url}}">{{name}}</a>{{else}}{{name}}{{/if}}</td><td style="padding:6px 8px;border-bottom:1px solid #eef1f4;">{{date dueOn}}{{#if overdueDays}} ({{overdueDays}} days overdue){{/if}}</td></tr>
{{/each}}</table>
{{#if reviewsUrl}}{{> button url=reviewsUrl label="Open Reviews Due" brandStyle=brandStyle}}{{/if}}`,
    text: `{{count}} customer{{#unless one}}s{{/unless}} of {{#if unitName}}{{unitName}}{{else}}your unit{{/if}} {{#if one}}is{{else}}are{{/if}} due for a periodic credit review as of {{date asOf}}:
{{#each customers}}- {{name}}: due {{date dueOn}}{{#if overdueDays}} ({{overdueDays}} days overdue){{/if}}{{#if url}} {{url}}{{/if}}
{{/each}}{{#if reviewsUrl}}
Reviews due: {{reviewsUrl}}{{/if}}`,
  },
  plain: {
    audience: 'staff',
    subject: '{{subject}}',
    html: `{{paragraphs text}}`,
    text: `{{text}}`,
  },
};
