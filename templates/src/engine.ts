/**
 * One isolated Handlebars environment with the helpers and partials every template uses. `{{ }}`
 * escapes; the only raw output is what the helpers build from escaped parts.
 */
import Handlebars from 'handlebars';
import { formatDate, formatMoney } from '@cp/schemas/formats';

// The display formats of back-office.md §9 live once in schemas (formats.ts): emails and PDFs use them.
export { formatDate, formatMoney };

export const hbs = Handlebars.create();

const escape = (s: string) => hbs.escapeExpression(s);

/** Wording fields hold line breaks; each non-empty line becomes one paragraph. */
export function splitLines(text: unknown): string[] {
  if (text === null || text === undefined) return [];
  return String(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

const P_STYLE = 'margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#1f2933;';

hbs.registerHelper('lines', (text: unknown) => splitLines(text));

/** {{paragraphs unit.receiptFirstParagraph bold=true}} → <p>…</p> per line, escaped. */
hbs.registerHelper('paragraphs', (text: unknown, options: Handlebars.HelperOptions) => {
  const bold = options?.hash?.bold === true;
  const html = splitLines(text)
    .map((l) => `<p style="${P_STYLE}${bold ? 'font-weight:700;' : ''}">${escape(l)}</p>`)
    .join('\n');
  return new hbs.SafeString(html);
});

/** Plain-text counterpart: lines separated by blank lines. */
hbs.registerHelper('textParagraphs', (text: unknown) => splitLines(text).join('\n\n'));

hbs.registerHelper('money', (v: unknown) => formatMoney(v));

hbs.registerHelper('date', (v: unknown) => formatDate(v));

hbs.registerHelper('cod', (v: unknown) => (v === true ? 'Yes' : ''));

/** A submission status in words: NEW reads 'Submitted'. */
const STATUS_WORDS: Record<string, string> = {
  NEW: 'Submitted',
  SENT: 'Sent',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DENIED: 'Denied',
};
hbs.registerHelper('statusWord', (v: unknown) => STATUS_WORDS[String(v)] ?? String(v ?? ''));

hbs.registerHelper('lower', (v: unknown) => String(v ?? '').toLowerCase());

hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);

hbs.registerPartial(
  'button',
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td style="border-radius:6px;background:{{brandStyle.primary}};">` +
    `<a href="{{url}}" style="display:inline-block;padding:12px 26px;font-size:15px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px;">{{label}}</a>` +
    `</td></tr></table><p style="margin:0 0 14px 0;font-size:12px;color:#5f6b7a;">If the button does not work, copy this address into your browser:<br><a href="{{url}}" style="color:{{brandStyle.primary}};word-break:break-all;">{{url}}</a></p>`,
);

/** {{facts "Label" value "Label" value …}} → a two-column table; empty values are left out. */
hbs.registerHelper('facts', (...args: unknown[]) => {
  const pairs = args.slice(0, -1);
  const cell = 'padding:7px 10px;border-bottom:1px solid #e3e8ee;';
  let rows = '';
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const value = pairs[i + 1];
    if (value === null || value === undefined || value === '') continue;
    rows +=
      `<tr><td style="${cell}color:#5f6b7a;width:40%;">${escape(String(pairs[i]))}</td>` +
      `<td style="${cell}color:#1f2933;font-weight:600;">${escape(String(value))}</td></tr>`;
  }
  return new hbs.SafeString(
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:6px 0 18px 0;border-collapse:collapse;font-size:14px;">${rows}</table>`,
  );
});

/** Text counterpart of facts: "Label: value" lines. */
hbs.registerHelper('textFacts', (...args: unknown[]) => {
  const pairs = args.slice(0, -1);
  const out: string[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const value = pairs[i + 1];
    if (value !== null && value !== undefined && value !== '')
      out.push(`${String(pairs[i])}: ${String(value)}`);
  }
  return out.join('\n');
});

hbs.registerPartial(
  'footer',
  `<p style="margin:22px 0 0 0;font-size:15px;color:#1f2933;">Thank you,<br><strong>{{brandStyle.signOff}}</strong></p>`,
);
