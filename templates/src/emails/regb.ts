/**
 * The written statement of specific reasons (README 'Regulation B'), to the applicant who requested it: a short
 * cover note; the statement itself is the attached PDF. Audience 'customer'.
 */
import { ECOA_NOTICE } from '@cp/schemas/regb/notice';
import type { EmailTemplateSource } from './types';

const P = 'margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;';
const NOTE = 'margin:0 0 14px 0;font-size:13px;color:#5f6b7a;';
const COVER =
  'As you requested, the attached statement gives the specific reasons for our decision on the credit application of {{companyName}} (Application # {{applicationNumber}}).';

export const regbTemplates: Record<string, EmailTemplateSource> = {
  'reasons-statement': {
    audience: 'customer',
    subject: 'Statement of specific reasons - Application # {{applicationNumber}}',
    heading: 'Statement of specific reasons',
    html: `<p style="${P}">${COVER}</p>
<p style="${NOTE}">A copy is attached: {{fileName}}</p>
<p style="${NOTE}">${ECOA_NOTICE}</p>`,
    text: `${COVER}\n\nA copy is attached: {{fileName}}\n\n${ECOA_NOTICE}`,
  },
};
