/**
 * The generic submission document (credit application or customer activation): a branded header, every
 * section and field in declared order, trade references, the signature, and for staff copies the
 * decision block. The caller formats values; this template only lays them out (escaped).
 */
export interface PdfField {
  label: string;
  value: string;
  /** Long values take the whole row. */
  wide?: boolean;
  /** A sub-heading row (label only) before a group of fields. */
  heading?: boolean;
}
export interface PdfTable {
  columns: string[];
  rows: string[][];
}
export interface PdfSection {
  title: string;
  fields: PdfField[];
  /** A list of records in the section (the trade references), after its fields. */
  table?: PdfTable;
}
export interface SubmissionPdfContext {
  brand?: string;
  /** The unit's own brand name (wordmark, footer); the layout's name when absent. */
  brandName?: string;
  /** Company or division name shown under the wordmark. */
  unitName: string;
  /** 'Credit Application' or 'Customer Activation'. */
  title: string;
  applicationNumber: string;
  /** The applicant's legal name (its form's legalName role), under the number. */
  companyName?: string;
  status?: string;
  submittedOn?: string;
  sections: PdfSection[];
  signature?: { name: string; title: string; date: string };
  decision?: PdfField[];
  /** @font-face CSS for the script signature font (a data: URL), supplied by the PDF service. */
  signatureFontCss?: string;
  generatedOn: string;
}

export const SUBMISSION_PDF = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{title}} # {{applicationNumber}}</title>
<style>
{{{signatureFontCss}}}
@page { size: Letter; margin: 14mm 13mm 16mm 13mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1f2933; font-size: 10.5pt; }
header { display: flex; justify-content: space-between; align-items: flex-end; padding-bottom: 10px;
  border-bottom: 3px solid {{brandStyle.primary}}; margin-bottom: 4px; }
header .title { text-align: right; }
header h1 { margin: 0; font-size: 17pt; color: {{brandStyle.primary}}; letter-spacing: .2px; }
header .number { font-size: 11pt; font-weight: 700; margin-top: 3px; }
header .unit { font-size: 9pt; color: #5f6b7a; margin-top: 2px; }
.accent { height: 3px; background: {{brandStyle.accent}}; margin-bottom: 14px; width: 90px; }
.meta { display: flex; gap: 24px; font-size: 9pt; color: #5f6b7a; margin: 0 0 12px 0; }
.meta strong { color: #1f2933; }
section { margin: 0 0 12px 0; }
section.keep { break-inside: avoid; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: .6px; color: #ffffff; background: {{brandStyle.primary}};
  margin: 0 0 0 0; padding: 5px 8px; border-radius: 3px 3px 0 0; break-after: avoid; }
.grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); width: 100%; border: 1px solid #d5dce4; border-top: 0; border-right: 0; }
.field { break-inside: avoid; padding: 5px 8px; border-bottom: 1px solid #e6ebf0; min-height: 32px; }
.field { border-right: 1px solid #d5dce4; }
.field.wide { grid-column: 1 / -1; }
.subhead { grid-column: 1 / -1; border-right: 1px solid #d5dce4; break-after: avoid; padding: 6px 8px 4px 8px; background: {{brandStyle.tint}};
  border-bottom: 1px solid #e6ebf0; font-size: 8.5pt; font-weight: 700; color: {{brandStyle.primary}};
  text-transform: uppercase; letter-spacing: .5px; }
.label { font-size: 7.5pt; text-transform: uppercase; letter-spacing: .4px; color: #5f6b7a; }
.value { font-size: 10pt; font-weight: 600; margin-top: 1px; word-break: break-word; white-space: pre-line; }
.value.empty { color: #a0a9b4; font-weight: 400; }
table.refs { width: 100%; border-collapse: collapse; border: 1px solid #d5dce4; border-top: 0; font-size: 8.5pt; }
table.refs th { text-align: left; background: {{brandStyle.tint}}; color: #3b4754; padding: 4px 6px; font-weight: 700;
  border-bottom: 1px solid #d5dce4; }
table.refs tr { break-inside: avoid; }
table.refs td { padding: 4px 6px; border-bottom: 1px solid #e6ebf0; vertical-align: top; white-space: nowrap; }
table.refs td:last-child { white-space: normal; }
.signature { border: 1px solid #d5dce4; border-top: 0; padding: 8px 12px 10px 12px; display: grid;
  grid-template-columns: 2fr 1fr 1fr; gap: 12px; align-items: end; }
.script { font-family: 'Signature Script', 'Dancing Script', cursive; font-size: 24pt; color: #14213d;
  border-bottom: 1px solid #1f2933; padding: 0 4px 2px 4px; line-height: 1.15; }
.decision { border: 2px solid {{brandStyle.primary}}; border-radius: 4px; }
.decision h2 { border-radius: 0; }
footer { margin-top: 14px; font-size: 8pt; color: #8792a2; border-top: 1px solid #e3e8ee; padding-top: 6px;
  display: flex; justify-content: space-between; }
</style></head>
<body data-brand="{{brandStyle.code}}">
<header>
  <div>{{{logo}}}{{#if showUnitName}}<div class="unit">{{unitName}}</div>{{/if}}</div>
  <div class="title"><h1>{{title}}</h1><div class="number">{{title}} # {{applicationNumber}}</div>{{#if companyName}}<div class="unit">{{companyName}}</div>{{/if}}</div>
</header>
<div class="accent"></div>
<div class="meta">{{#if submittedOn}}<span>Submitted <strong>{{submittedOn}}</strong></span>{{/if}}{{#if status}}<span>Status <strong>{{status}}</strong></span>{{/if}}</div>
{{#if decision}}
<section class="decision keep"><h2>Decision</h2><div class="grid">{{#each decision}}<div class="field{{#if wide}} wide{{/if}}"><div class="label">{{label}}</div><div class="value{{#unless value}} empty{{/unless}}">{{#if value}}{{value}}{{else}}—{{/if}}</div></div>{{/each}}</div></section>
{{/if}}
{{#each sections}}
<section><h2>{{title}}</h2>{{#if hasFields}}<div class="grid">{{#each fields}}{{#if heading}}<div class="subhead">{{label}}</div>{{else}}<div class="field{{#if wide}} wide{{/if}}"><div class="label">{{label}}</div><div class="value{{#unless value}} empty{{/unless}}">{{#if value}}{{value}}{{else}}—{{/if}}</div></div>{{/if}}{{/each}}</div>{{/if}}
{{#if table}}<table class="refs"><thead><tr>{{#each table.columns}}<th>{{this}}</th>{{/each}}</tr></thead>
<tbody>{{#each table.rows}}<tr>{{#each this}}<td>{{this}}</td>{{/each}}</tr>{{/each}}</tbody></table>{{/if}}</section>
{{/each}}
{{#if signature}}
<section class="keep"><h2>Signature</h2><div class="signature">
  <div><div class="script">{{signature.name}}</div><div class="label" style="margin-top:3px">Signature</div></div>
  <div><div class="value">{{signature.title}}</div><div class="label">Title</div></div>
  <div><div class="value">{{signature.date}}</div><div class="label">Date</div></div>
</div></section>
{{/if}}
<footer><span>{{brandStyle.name}} · {{title}} # {{applicationNumber}}</span><span>Generated {{generatedOn}}</span></footer>
</body></html>`;
