/** Customer activation emails; wording from the unit's record (back-office.md §2 'Customer Activation Email Templates'). */
import type { EmailTemplateSource } from './types';

export const activationTemplates: Record<string, EmailTemplateSource> = {
  'activation-invitation': {
    audience: 'customer',
    subject: '{{unit.name}} Customer Activation',
    heading: 'Activate your account',
    html: `{{paragraphs unit.caInvitationTopNote bold=true}}
{{paragraphs unit.caInvitationBody}}
{{> button url=activationUrl label="Start Customer Activation" brandStyle=brandStyle}}`,
    text: `{{textParagraphs unit.caInvitationTopNote}}

{{textParagraphs unit.caInvitationBody}}

Start your customer activation: {{activationUrl}}`,
  },
  'activation-receipt': {
    audience: 'customer',
    subject: 'Customer Activation Received - Customer Activation # {{applicationNumber}}',
    heading: 'We received your customer activation',
    html: `{{paragraphs unit.caReceiptFirstParagraph}}
{{facts "Customer Activation #" applicationNumber "Company" companyName}}
{{paragraphs unit.caReceiptSecondParagraph}}
<p style="margin:0 0 14px 0;font-size:13px;color:#5f6b7a;">A copy is attached: Customer Activation # {{applicationNumber}}.pdf</p>`,
    text: `{{textParagraphs unit.caReceiptFirstParagraph}}

{{textFacts "Customer Activation #" applicationNumber "Company" companyName}}

{{textParagraphs unit.caReceiptSecondParagraph}}

A copy is attached: Customer Activation # {{applicationNumber}}.pdf`,
  },
  'activation-approved': {
    audience: 'customer',
    subject: 'Customer Activation Approved - Customer Activation # {{applicationNumber}}',
    heading: 'Your account has been activated',
    html: `{{paragraphs unit.caApprovedFirstParagraph}}
{{facts "Customer Activation #" applicationNumber "Company" companyName "Customer Code" customerCode "Payment Terms" paymentTerms}}
{{paragraphs unit.caApprovedSecondParagraph}}`,
    text: `{{textParagraphs unit.caApprovedFirstParagraph}}

{{textFacts "Customer Activation #" applicationNumber "Company" companyName "Customer Code" customerCode "Payment Terms" paymentTerms}}

{{textParagraphs unit.caApprovedSecondParagraph}}`,
  },
  'activation-status': {
    audience: 'staff',
    subject: 'Customer Activation {{statusWord status}} - Customer Activation # {{applicationNumber}}',
    heading: 'Customer activation {{lower (statusWord status)}}',
    html: `{{paragraphs unit.caStatusParagraph}}
{{facts "Customer Activation #" applicationNumber "Company" companyName "Customer Email" email "Status" status "Customer Code" customerCode "Approved Amount" (money approvedAmount) "Payment Terms" paymentTerms "Denial Code" denialCode "Decided By" decidedBy "Decided On" (date approvedOrDeniedDate)}}
{{#if detailsUrl}}{{> button url=detailsUrl label="Open Customer Activation" brandStyle=brandStyle}}{{/if}}`,
    text: `{{textParagraphs unit.caStatusParagraph}}

{{textFacts "Customer Activation #" applicationNumber "Company" companyName "Customer Email" email "Status" status "Customer Code" customerCode "Approved Amount" (money approvedAmount) "Payment Terms" paymentTerms "Denial Code" denialCode "Decided By" decidedBy "Decided On" (date approvedOrDeniedDate)}}
{{#if detailsUrl}}

Open the customer activation: {{detailsUrl}}{{/if}}`,
  },
};
