/**
 * One isolated Handlebars environment with the helpers and partials every template uses. `{{ }}`
 * escapes; the only raw output is what the helpers build from escaped parts.
 */
import Handlebars from 'handlebars';

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

/** Money with up to 2 decimals and thousands separators: 25000 → $25,000; 1234.5 → $1,234.50. */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const cents = Math.round(n * 100) % 100 !== 0;
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
hbs.registerHelper('money', (v: unknown) => formatMoney(v));

/** MM/DD/YYYY from a Date or an ISO string (the calendar date as written, no time-zone shift). */
export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const s = value instanceof Date ? value.toISOString() : String(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : s;
}
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
