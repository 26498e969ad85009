/**
 * The payment-terms agreement of the built-in e-signature provider (README 'E-signature'): the unit's
 * brand, the approval terms, and, once signed, the signature and a certificate page with every event and
 * the SHA-256 hash of the agreement as presented. The same HTML is shown to the customer on the signing
 * page (the `body` part) and printed to PDF by Chromium (the whole document).
 */
import { unitBrand } from '../brands';
import { hbs } from '../engine';
import { wordmarkSvg } from '../layout';

export interface AgreementContext {
  brand?: string;
  /** The unit's own brand name (wordmark, footer); the layout's name when absent. */
  brandName?: string;
  unitName: string;
  applicationNumber: string;
  companyName: string;
  customerCode: string;
  approvedAmount: string;
  netTerms: string;
  signerEmail: string;
  /** Present once signed. */
  signature?: { name: string; date: string };
  /** The certificate page, printed after the agreement once signed. */
  certificate?: {
    envelopeId: string;
    documentSha256: string;
    signerName: string;
    signerEmail: string;
    ip: string;
    userAgent: string;
    consent: string;
    events: Array<{ at: string; event: string; detail: string }>;
  };
  /** @font-face CSS for the script signature font, supplied by the PDF service. */
  signatureFontCss?: string;
}

const BODY = `<section class="agreement">
<header><div class="logo">{{{logo}}}</div><div class="title"><h1>Payment Terms Agreement</h1>
<div>Application # {{applicationNumber}}</div></div></header>
<p>This agreement is made between <strong>{{unitName}}</strong> ("the Company") and <strong>{{companyName}}</strong>
("the Customer") following the approval of the Customer's credit application.</p>
<table class="terms">
<tr><th>Application #</th><td>{{applicationNumber}}</td></tr>
<tr><th>Customer</th><td>{{companyName}}</td></tr>
<tr><th>Customer Code</th><td>{{#if customerCode}}{{customerCode}}{{else}}N/A{{/if}}</td></tr>
<tr><th>Approved Credit Amount</th><td>{{money approvedAmount}}</td></tr>
<tr><th>Net Terms</th><td>{{netTerms}}</td></tr>
</table>
<ol>
<li>The Company extends to the Customer trade credit up to the approved amount above. Invoices are due within the net terms stated above from the invoice date.</li>
<li>Amounts not paid when due may suspend the credit line; the Company may review the approved amount and terms at any time.</li>
<li>The Customer confirms that the information given in its credit application is accurate and will report material changes in its ownership or finances.</li>
<li>The Customer agrees that this agreement is signed electronically and that the electronic signature is as legal and binding as a handwritten one.</li>
</ol>
{{#if signature}}<div class="signature"><div class="script">{{signature.name}}</div>
<div>Signed by {{signature.name}} ({{signerEmail}}) on {{signature.date}}</div></div>{{/if}}
</section>`;

const CERTIFICATE = `{{#if certificate}}<section class="certificate">
<h2>Certificate of Completion</h2>
<table class="terms">
<tr><th>Envelope ID</th><td>{{certificate.envelopeId}}</td></tr>
<tr><th>Document SHA-256</th><td class="hash">{{certificate.documentSha256}}</td></tr>
<tr><th>Signer</th><td>{{certificate.signerName}} &lt;{{certificate.signerEmail}}&gt;</td></tr>
<tr><th>IP address</th><td>{{certificate.ip}}</td></tr>
<tr><th>User agent</th><td>{{certificate.userAgent}}</td></tr>
<tr><th>Consent</th><td>{{certificate.consent}}</td></tr>
</table>
<h3>Events</h3>
<table class="events"><tr><th>Time (UTC)</th><th>Event</th><th>Detail</th></tr>
{{#each certificate.events}}<tr><td>{{at}}</td><td>{{event}}</td><td>{{detail}}</td></tr>{{/each}}
</table></section>{{/if}}`;

const STYLE = `
{{{signatureFontCss}}}
@page { size: Letter; margin: 16mm 14mm; }
.agreement, .certificate { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1f2933; font-size: 11pt; line-height: 1.5; }
.agreement header { display: flex; justify-content: space-between; align-items: flex-end; flex-wrap: wrap; gap: 8px;
  border-bottom: 3px solid {{brandStyle.primary}}; padding-bottom: 8px; margin-bottom: 12px; }
.agreement h1 { font-size: 18pt; margin: 0; color: {{brandStyle.primary}}; }
.agreement .title { text-align: right; }
table.terms { border-collapse: collapse; margin: 12px 0; width: 100%; }
table.terms th { text-align: left; width: 40%; background: {{brandStyle.tint}}; padding: 4px 8px; font-weight: 600; }
table.terms td { padding: 4px 8px; border-bottom: 1px solid #d9dee5; word-break: break-word; }
.signature { margin-top: 24px; border-top: 1px solid #9aa5b1; padding-top: 8px; }
.signature .script { font-family: 'Signature Script', 'Dancing Script', cursive; font-size: 28pt; color: #0b1f44; }
.certificate { page-break-before: always; }
.certificate h2 { color: {{brandStyle.primary}}; }
.hash { font-family: 'Liberation Mono', monospace; font-size: 9pt; }
table.events { border-collapse: collapse; width: 100%; font-size: 9.5pt; }
table.events th, table.events td { border: 1px solid #d9dee5; padding: 3px 6px; text-align: left; vertical-align: top; }
table.events td:first-child, table.events td:nth-child(2) { white-space: nowrap; }
table.events td:last-child { word-break: break-word; }
`;

const DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Payment Terms Agreement # {{applicationNumber}}</title><style>${STYLE}</style></head>
<body>${BODY}${CERTIFICATE}</body></html>`;

const compiledBody = hbs.compile(BODY, { strict: false });
const compiledStyle = hbs.compile(STYLE, { strict: false });
const compiledDocument = hbs.compile(DOCUMENT, { strict: false });

const withBrand = (context: AgreementContext) => {
  const style = unitBrand(context.brand, context.brandName);
  return { ...context, brandStyle: style, logo: wordmarkSvg(style, 40) };
};

/** The agreement as a page fragment (no certificate) and its CSS, for the customer's signing page. */
export function renderAgreementPage(context: AgreementContext): { html: string; css: string } {
  const ctx = withBrand({ ...context, certificate: undefined, signatureFontCss: '' });
  return { html: compiledBody(ctx), css: compiledStyle(ctx) };
}

/** The whole printable document: the agreement, and the certificate page when given. */
export function renderAgreementDocument(context: AgreementContext): string {
  return compiledDocument(withBrand(context));
}
