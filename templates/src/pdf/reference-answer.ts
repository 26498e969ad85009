/**
 * A reference's answer as a PDF (README 'Reference requests'): in the unit's brand, who answered about whom,
 * the answers by their labels, the payment score of a trade answer, and the evidence kept with it (who, when,
 * from where, the exact answer form, or taken by phone by whom).
 */
import { unitBrand } from '../brands';
import { hbs } from '../engine';
import { wordmarkSvg } from '../layout';

export interface ReferenceAnswerContext {
  brand?: string;
  brandName?: string;
  unitName: string;
  applicationNumber: string;
  applicantName: string;
  /** 'Trade reference' or 'Bank reference'. */
  kindLabel: string;
  referenceCompany: string;
  referenceEmail: string;
  declined: boolean;
  /** [label, value as shown] in the form's order. */
  answers: Array<[string, string]>;
  score: number | null;
  evidence: {
    respondent: string;
    answeredAt: string;
    form: string;
    byPhone: boolean;
    recordedBy: string;
    ip: string;
    userAgent: string;
  };
}

const DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>{{kindLabel}} — {{referenceCompany}} — Application # {{applicationNumber}}</title><style>
@page { size: Letter; margin: 16mm 14mm; }
body { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1f2933; font-size: 11pt; line-height: 1.5; }
header { display: flex; justify-content: space-between; align-items: flex-end; flex-wrap: wrap; gap: 8px;
  border-bottom: 3px solid {{brandStyle.primary}}; padding-bottom: 8px; margin-bottom: 12px; }
h1 { font-size: 18pt; margin: 0; color: {{brandStyle.primary}}; }
h2 { font-size: 13pt; color: {{brandStyle.primary}}; margin: 18px 0 4px; }
.title { text-align: right; }
table { border-collapse: collapse; margin: 8px 0; width: 100%; }
th { text-align: left; width: 40%; background: {{brandStyle.tint}}; padding: 4px 8px; font-weight: 600; vertical-align: top; }
td { padding: 4px 8px; border-bottom: 1px solid #d9dee5; word-break: break-word; }
.score { font-size: 14pt; font-weight: 700; }
.note { color: #52606d; font-size: 9.5pt; }
</style></head><body>
<header><div class="logo">{{{logo}}}</div><div class="title"><h1>{{kindLabel}}</h1>
<div>Application # {{applicationNumber}}</div></div></header>
<table>
<tr><th>Applicant</th><td>{{applicantName}}</td></tr>
<tr><th>Asked by</th><td>{{unitName}}</td></tr>
<tr><th>Reference</th><td>{{referenceCompany}} &lt;{{referenceEmail}}&gt;</td></tr>
</table>
{{#if declined}}<h2>Answer</h2><p>The reference answered that it cannot give references.</p>
{{else}}<h2>Answers</h2>
<table>{{#each answers}}<tr><th>{{this.[0]}}</th><td>{{this.[1]}}</td></tr>{{/each}}</table>
{{#if hasScore}}<p>Payment score: <span class="score">{{score}}</span> of 100
<span class="note">(80 pays on terms; lower for each day beyond terms; 20 placed for collection)</span></p>{{/if}}
{{/if}}
<h2>Evidence</h2>
<table>
<tr><th>Answered by</th><td>{{evidence.respondent}}</td></tr>
<tr><th>Answered at (UTC)</th><td>{{evidence.answeredAt}}</td></tr>
{{#if evidence.byPhone}}<tr><th>Taken by phone by</th><td>{{evidence.recordedBy}}</td></tr>
{{else}}<tr><th>IP address</th><td>{{evidence.ip}}</td></tr>
<tr><th>User agent</th><td>{{evidence.userAgent}}</td></tr>{{/if}}
<tr><th>Answer form</th><td>{{evidence.form}}</td></tr>
</table>
</body></html>`;

const compiled = hbs.compile(DOCUMENT, { strict: false });

export function renderReferenceAnswerDocument(context: ReferenceAnswerContext): string {
  const style = unitBrand(context.brand, context.brandName);
  return compiled({
    ...context,
    hasScore: context.score !== null,
    brandStyle: style,
    logo: wordmarkSvg(style, 40),
  });
}
