/** Credit application emails; wording from the unit's record (back-office.md §2 'Credit Application Email Templates'). */
import type { EmailTemplateSource } from './types';

export const applicationTemplates: Record<string, EmailTemplateSource> = {
  'application-invitation': {
    audience: 'customer',
    subject: '{{unit.name}} Credit Application',
    heading: 'Your credit application',
    html: `{{paragraphs unit.invitationTopNote bold=true}}
{{paragraphs unit.invitationBody}}
{{> button url=applyUrl label="Start Credit Application" brandStyle=brandStyle}}`,
    text: `{{textParagraphs unit.invitationTopNote}}

{{textParagraphs unit.invitationBody}}

Start your credit application: {{applyUrl}}`,
  },
  'application-receipt': {
    audience: 'customer',
    subject: 'Credit Application Received - Application # {{applicationNumber}}',
    heading: 'We received your credit application',
    html: `{{paragraphs unit.receiptFirstParagraph}}
{{facts "Application #" applicationNumber "Company" companyName}}
{{paragraphs unit.receiptSecondParagraph}}
<p style="margin:0 0 14px 0;font-size:13px;color:#5f6b7a;">A copy of your application is attached: Application # {{applicationNumber}}.pdf</p>`,
    text: `{{textParagraphs unit.receiptFirstParagraph}}

{{textFacts "Application #" applicationNumber "Company" companyName}}

{{textParagraphs unit.receiptSecondParagraph}}

A copy of your application is attached: Application # {{applicationNumber}}.pdf`,
  },
  'application-approved': {
    audience: 'customer',
    subject: 'Credit Application Approved - Application # {{applicationNumber}}',
    heading: 'Your credit application has been approved',
    html: `{{paragraphs unit.approvedBoldParagraph bold=true}}
{{paragraphs unit.approvedFirstParagraph}}
{{facts "Application #" applicationNumber "Company" companyName "Customer Code" customerCode "Approved Amount" (money approvedAmount) "Net Terms" netTerms "Payment Terms" paymentTerms}}
{{paragraphs unit.approvedSecondParagraph}}`,
    text: `{{textParagraphs unit.approvedBoldParagraph}}

{{textParagraphs unit.approvedFirstParagraph}}

{{textFacts "Application #" applicationNumber "Company" companyName "Customer Code" customerCode "Approved Amount" (money approvedAmount) "Net Terms" netTerms "Payment Terms" paymentTerms}}

{{textParagraphs unit.approvedSecondParagraph}}`,
  },
  'application-denied': {
    audience: 'customer',
    subject: 'Credit Application Decision - Application # {{applicationNumber}}',
    heading: 'About your credit application',
    html: `{{paragraphs unit.deniedFirstParagraph}}
{{facts "Application #" applicationNumber "Company" companyName}}
{{paragraphs unit.deniedSecondParagraph}}`,
    text: `{{textParagraphs unit.deniedFirstParagraph}}

{{textFacts "Application #" applicationNumber "Company" companyName}}

{{textParagraphs unit.deniedSecondParagraph}}`,
  },
  'application-contact-approved': {
    audience: 'staff',
    // back-office.md §9: 'Approval email subject on the approval flow: 'Needs Additional Review'.'
    subject: 'Needs Additional Review',
    heading: 'Credit application approved - Application # {{applicationNumber}}',
    html: `{{paragraphs unit.contactApprovedBody}}
{{facts "Application #" applicationNumber "Company" companyName "Customer Email" email "Customer Code" customerCode "Approved Amount" (money approvedAmount) "Net Terms" netTerms "Payment Terms" paymentTerms "COD" (cod isCod) "Approved By" approvedBy "Approved On" (date approvedOrDeniedDate)}}
{{#if detailsUrl}}{{> button url=detailsUrl label="Open Application" brandStyle=brandStyle}}{{/if}}`,
    text: `{{textParagraphs unit.contactApprovedBody}}

{{textFacts "Application #" applicationNumber "Company" companyName "Customer Email" email "Customer Code" customerCode "Approved Amount" (money approvedAmount) "Net Terms" netTerms "Payment Terms" paymentTerms "COD" (cod isCod) "Approved By" approvedBy "Approved On" (date approvedOrDeniedDate)}}
{{#if detailsUrl}}

Open the application: {{detailsUrl}}{{/if}}`,
  },
  'application-contact-denied': {
    audience: 'staff',
    subject: 'Credit Application Denied - Application # {{applicationNumber}}',
    heading: 'Credit application denied - Application # {{applicationNumber}}',
    html: `{{paragraphs unit.contactDeniedBody}}
{{facts "Application #" applicationNumber "Company" companyName "Customer Email" email "Denial Code" denialCode "Denied By" deniedBy "Denied On" (date approvedOrDeniedDate)}}
{{#if detailsUrl}}{{> button url=detailsUrl label="Open Application" brandStyle=brandStyle}}{{/if}}`,
    text: `{{textParagraphs unit.contactDeniedBody}}

{{textFacts "Application #" applicationNumber "Company" companyName "Customer Email" email "Denial Code" denialCode "Denied By" deniedBy "Denied On" (date approvedOrDeniedDate)}}
{{#if detailsUrl}}

Open the application: {{detailsUrl}}{{/if}}`,
  },
  'application-duplication': {
    audience: 'customer',
    subject: '{{unit.name}} Credit Application',
    heading: 'We already have your credit application',
    html: `{{paragraphs unit.duplicationNotification}}
{{facts "Company" companyName "Email" email}}`,
    text: `{{textParagraphs unit.duplicationNotification}}

{{textFacts "Company" companyName "Email" email}}`,
  },
  'application-contact-duplication': {
    audience: 'staff',
    subject: 'Duplicate Credit Application - {{companyName}}',
    heading: 'Duplicate credit application',
    html: `{{paragraphs unit.contactDuplicationNotification}}
{{facts "Company" companyName "Email" email "Existing Application #" applicationNumber "Existing Status" status}}
{{#if detailsUrl}}{{> button url=detailsUrl label="Open Application" brandStyle=brandStyle}}{{/if}}`,
    text: `{{textParagraphs unit.contactDuplicationNotification}}

{{textFacts "Company" companyName "Email" email "Existing Application #" applicationNumber "Existing Status" status}}
{{#if detailsUrl}}

Open the application: {{detailsUrl}}{{/if}}`,
  },
};
