/**
 * The brand layout around every email body: a header band with the brand's wordmark (inline SVG, with
 * the name as text beside it for clients that block SVG), the body, the sign-off and a footer.
 */
import type { BrandStyle } from './brands';
import { hbs } from './engine';

export function wordmarkSvg(b: BrandStyle, height = 40): string {
  const e = hbs.escapeExpression;
  const badge = Math.max(40, b.mark.length * 16 + 16);
  const showName = b.name !== b.mark;
  const width = showName ? badge + 16 + Math.ceil(b.name.length * 12.5) : badge;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} 40" role="img" aria-label="${e(b.name)}">` +
    `<rect x="0" y="0" width="${badge}" height="40" rx="6" fill="${b.primary}"/>` +
    `<rect x="0" y="34" width="${badge}" height="6" rx="2" fill="${b.accent}"/>` +
    `<text x="${badge / 2}" y="25" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700" fill="#ffffff">${e(b.mark)}</text>` +
    (showName
      ? `<text x="${badge + 12}" y="27" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="${b.primary}">${e(b.name)}</text>`
      : '') +
    `</svg>`
  );
}

export const EMAIL_LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;" data-brand="{{brandStyle.code}}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;border:1px solid #e3e8ee;">
<tr><td style="background:{{brandStyle.tint}};border-bottom:4px solid {{brandStyle.accent}};padding:20px 28px;">{{{logo}}}</td></tr>
<tr><td style="padding:28px 28px 8px 28px;">
{{#if heading}}<h1 style="margin:0 0 18px 0;font-size:21px;color:{{brandStyle.primary}};">{{heading}}</h1>{{/if}}
{{{body}}}
{{> footer}}
</td></tr>
<tr><td style="padding:16px 28px 22px 28px;font-size:12px;color:#8792a2;border-top:1px solid #e3e8ee;">
{{brandStyle.name}} · This message was sent by the {{brandStyle.name}} credit department. Please do not reply to this automated email.
</td></tr>
</table></td></tr></table>
</body></html>`;

export const TEXT_LAYOUT = `{{#if heading}}{{heading}}

{{/if}}{{{body}}}

Thank you,
{{brandStyle.signOff}}

--
{{brandStyle.name}}`;
