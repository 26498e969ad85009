/**
 * Rendering of every email and PDF page. Framework-free: the API passes a context (the message values,
 * plus `unit` — the company or division record with its wording — and `brand`) and gets strings back.
 */
import { unitBrand, type BrandStyle } from './brands';
import { activationTemplates } from './emails/activation';
import { applicationTemplates } from './emails/application';
import { esignTemplates } from './emails/esign';
import { referenceTemplates } from './emails/reference';
import { regbTemplates } from './emails/regb';
import { staffTemplates } from './emails/staff';
import type { EmailTemplateSource } from './emails/types';
import { hbs } from './engine';
import { EMAIL_LAYOUT, TEXT_LAYOUT, wordmarkSvg } from './layout';
import { SUBMISSION_PDF } from './pdf/submission';

export { BRANDS, type Brand } from './brands';

const sources: Record<string, EmailTemplateSource> = {
  ...applicationTemplates,
  ...activationTemplates,
  ...staffTemplates,
  ...esignTemplates,
  ...referenceTemplates,
  ...regbTemplates,
};

export const EMAIL_TEMPLATE_NAMES = Object.keys(sources);
export const PDF_TEMPLATE_NAMES = ['submission'];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export class UnknownTemplateError extends Error {
  constructor(name: string) {
    super(`Unknown template '${name}'`);
    this.name = 'UnknownTemplateError';
  }
}

type Compiled = (ctx: unknown) => string;
const compiled = new Map<string, Compiled>();
function compile(key: string, source: string, escape: boolean): Compiled {
  let fn = compiled.get(key);
  if (!fn) {
    fn = hbs.compile(source, { noEscape: !escape, strict: false });
    compiled.set(key, fn);
  }
  return fn;
}

export function isEmailTemplate(name: string): boolean {
  return Object.hasOwn(sources, name);
}

export function audienceOf(name: string): 'customer' | 'staff' | undefined {
  return isEmailTemplate(name) ? sources[name].audience : undefined;
}

/**
 * The brand: context.brand, else the unit's email template, else CPG, for colours and layout; its name
 * (wordmark, footer, sign-off) is context.brandName when given, so a unit never carries another's name.
 */
function resolveBrand(context: Record<string, unknown>): BrandStyle {
  const unit = context.unit as { emailTemplate?: unknown } | undefined;
  return unitBrand(context.brand ?? unit?.emailTemplate, context.brandName);
}

export function renderEmail(name: string, context: Record<string, unknown>): RenderedEmail {
  if (!isEmailTemplate(name)) throw new UnknownTemplateError(name);
  const src = sources[name];
  const style = resolveBrand(context);
  const ctx = { ...context, unit: context.unit ?? {}, brandStyle: style };
  // Subjects are one header line: no HTML escaping, no line breaks.
  const subject = compile(`${name}:subject`, src.subject, false)(ctx).replace(/\s+/g, ' ').trim();
  const heading = src.heading ? compile(`${name}:heading`, src.heading, false)(ctx) : '';
  const body = compile(`${name}:html`, src.html, true)(ctx);
  const html = compile(
    'layout:html',
    EMAIL_LAYOUT,
    true,
  )({
    ...ctx,
    subject,
    heading,
    body,
    logo: wordmarkSvg(style),
  });
  const textBody = compile(
    `${name}:text`,
    src.text,
    false,
  )(ctx)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const text = compile('layout:text', TEXT_LAYOUT, false)({ ...ctx, heading, body: textBody });
  return { subject, html, text };
}

export function renderPdfHtml(name: string, context: Record<string, unknown>): string {
  if (name !== 'submission') throw new UnknownTemplateError(name);
  const style = resolveBrand(context);
  const sections = (context.sections as Array<{ fields?: Array<{ value?: string }> }> | undefined) ?? [];
  return compile(
    'pdf:submission',
    SUBMISSION_PDF,
    true,
  )({
    ...context,
    sections: sections.map((sec) => ({ ...sec, hasFields: (sec.fields ?? []).some((f) => f.value) })),
    brandStyle: style,
    showUnitName: context.unitName !== style.name,
    logo: wordmarkSvg(style, 44),
  });
}
