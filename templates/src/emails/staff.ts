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
  plain: {
    audience: 'staff',
    subject: '{{subject}}',
    html: `{{paragraphs text}}`,
    text: `{{text}}`,
  },
};
