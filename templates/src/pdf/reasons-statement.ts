/**
 * The written statement of specific reasons for a denial (README 'Regulation B'; 12 CFR 1002.9(a)(2)(i)), in the
 * unit's brand: the applicant, the application, the date of the notice, the recorded reasons, and the ECOA notice.
 */
import { ECOA_NOTICE } from '@cp/schemas/regb/notice';
import { unitBrand } from '../brands';
import { hbs } from '../engine';
import { wordmarkSvg } from '../layout';

export interface ReasonsStatementContext {
  brand?: string;
  brandName?: string;
  unitName: string;
  applicationNumber: string;
  applicantName: string;
  /** Dates as shown (the notice's, the request's, today's). */
  noticeDate: string;
  requestedDate: string;
  statementDate: string;
  reasons: string[];
}

const DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Statement of specific reasons — Application # {{applicationNumber}}</title><style>
@page { size: Letter; margin: 16mm 14mm; }
body { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1f2933; font-size: 11pt; line-height: 1.5; }
header { display: flex; justify-content: space-between; align-items: flex-end; flex-wrap: wrap; gap: 8px;
  border-bottom: 3px solid {{brandStyle.primary}}; padding-bottom: 8px; margin-bottom: 12px; }
h1 { font-size: 18pt; margin: 0; color: {{brandStyle.primary}}; }
h2 { font-size: 13pt; color: {{brandStyle.primary}}; margin: 18px 0 4px; }
.title { text-align: right; }
table { border-collapse: collapse; margin: 8px 0; width: 100%; }
th { text-align: left; width: 40%; background: {{brandStyle.tint}}; padding: 4px 8px; font-weight: 600; vertical-align: top; }
td { padding: 4px 8px; border-bottom: 1px solid #d9dee5; }
ol li { margin: 4px 0; }
.note { color: #52606d; font-size: 9.5pt; margin-top: 24px; }
</style></head><body>
<header><div class="logo">{{{logo}}}</div><div class="title"><h1>Statement of specific reasons</h1>
<div>Application # {{applicationNumber}}</div></div></header>
<table>
<tr><th>Applicant</th><td>{{applicantName}}</td></tr>
<tr><th>Creditor</th><td>{{unitName}}</td></tr>
<tr><th>Date of the notice of denial</th><td>{{noticeDate}}</td></tr>
<tr><th>Statement requested on</th><td>{{requestedDate}}</td></tr>
<tr><th>Date of this statement</th><td>{{statementDate}}</td></tr>
</table>
<h2>Principal reasons for the denial of credit</h2>
<ol>{{#each reasons}}<li>{{this}}</li>{{/each}}</ol>
<p class="note">{{ecoa}}</p>
</body></html>`;

const compiled = hbs.compile(DOCUMENT, { strict: false });

export function renderReasonsStatementDocument(context: ReasonsStatementContext): string {
  const style = unitBrand(context.brand, context.brandName);
  return compiled({ ...context, ecoa: ECOA_NOTICE, brandStyle: style, logo: wordmarkSvg(style, 40) });
}
