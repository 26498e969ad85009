/**
 * The e-signature emails to the customer (README 'E-signature'): the link to sign the payment-terms
 * agreement, the reminder while it is unsigned, and the signer's copy once signed (the signed agreement and
 * its certificate are attached by the email delivery job). The link is the product's own (/api/esign/open/…), whichever
 * provider holds the envelope.
 */
import type { EmailTemplateSource } from './types';

const P = 'margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;';
const TERMS = `{{facts "Application #" applicationNumber "Company" companyName "Approved Amount" (money approvedAmount) "Net Terms" netTerms}}`;
const TEXT_TERMS = `{{textFacts "Application #" applicationNumber "Company" companyName "Approved Amount" (money approvedAmount) "Net Terms" netTerms}}`;

export const esignTemplates: Record<string, EmailTemplateSource> = {
  'esign-signing': {
    audience: 'customer',
    subject: 'Please sign your payment terms agreement - Application # {{applicationNumber}}',
    heading: 'Your payment terms agreement is ready to sign',
    html: `<p style="${P}">Your credit application was approved. Please review and sign the payment terms agreement below.</p>
${TERMS}
{{> button url=signUrl label="Review And Sign" brandStyle=brandStyle}}`,
    text: `Your credit application was approved. Please review and sign the payment terms agreement below.

${TEXT_TERMS}

Review and sign: {{signUrl}}`,
  },
  'esign-reminder': {
    audience: 'customer',
    subject: 'Reminder: your payment terms agreement is waiting - Application # {{applicationNumber}}',
    heading: 'Your payment terms agreement is still waiting for your signature',
    html: `<p style="${P}">We have not yet received your signed payment terms agreement. Please review and sign it at your earliest convenience.</p>
${TERMS}
{{> button url=signUrl label="Review And Sign" brandStyle=brandStyle}}`,
    text: `We have not yet received your signed payment terms agreement. Please review and sign it at your earliest convenience.

${TEXT_TERMS}

Review and sign: {{signUrl}}`,
  },
  'esign-signed-copy': {
    audience: 'customer',
    subject: 'Your signed payment terms agreement - Application # {{applicationNumber}}',
    heading: 'Thank you for signing your payment terms agreement',
    html: `<p style="${P}">Attached is a copy of the payment terms agreement{{#if signerName}} signed by {{signerName}}{{/if}}{{#if signedAt}} on {{date signedAt}}{{/if}}, with its certificate of completion. Please keep them for your records.</p>
${TERMS}`,
    text: `Attached is a copy of the payment terms agreement{{#if signerName}} signed by {{signerName}}{{/if}}{{#if signedAt}} on {{date signedAt}}{{/if}}, with its certificate of completion. Please keep them for your records.

${TEXT_TERMS}`,
  },
};
