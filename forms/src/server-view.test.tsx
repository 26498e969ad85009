/**
 * The first view the server renders into a link page's HTML (server-view.tsx, issue 17) is the app's own view of
 * the loaded record: the heading, the introduction and the form's reserved place, in the division's frame.
 */
import { getFormDefinition, type FormKey } from '@cp/schemas/forms/registry';
import { describe, expect, it } from 'vitest';
import type { LinkRecord } from './api/portal';
import { renderLinkPage } from './server-view';

const unit = {
  name: 'World Distribution Services',
  code: 'WDS',
  theme: {},
  onboardingEmail: 'onboarding@wds.test',
  termsUrl: 'https://wds.test/terms',
  websiteUrl: 'https://wds.test',
};
const record = (formKey: FormKey, more: Partial<LinkRecord> = {}): LinkRecord => ({
  _id: 'a1',
  email: 'buyer@acme.test',
  status: 'SENT',
  applicationNumber: null,
  formKey,
  definition: getFormDefinition(formKey),
  data: {},
  submitted: false,
  unit,
  ...more,
});
/** The markup without React's text separators (`<!-- -->`). */
const render = (...args: Parameters<typeof renderLinkPage>) =>
  (renderLinkPage(...args) ?? '(not rendered)').replaceAll('<!-- -->', '');
/** What a reader sees of it. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('link pages rendered by the server', () => {
  it("shows an activation's heading, introduction and the form's place", () => {
    const html = render('customer-activation', 'WDS', record('activation-cpg'));
    expect(html).toMatch(/<h1[^>]*>Customer Activation<\/h1>/);
    expect(text(html)).toContain(
      'Please complete each section below. Fields marked with * are required. The form is sent for buyer@acme.test.',
    );
    expect(html).toContain('aria-label="Loading the form"');
    // The division's frame: its logo and its links. (Its styles go inline in Node, where no document is:
    // the end-to-end test opens the page with scripts off.)
    expect(html).toContain('aria-label="World Distribution Services"');
    expect(html).toContain('href="mailto:onboarding@wds.test"');
  });

  it("shows a six-step application's heading", () => {
    const html = render('credit-application', 'WDS', record('application-six'));
    expect(html).toMatch(/<h1[^>]*>World Distribution Services credit application<\/h1>/);
    expect(html).toContain('aria-label="Loading the form"');
  });

  it('leaves the views with buttons to the app: the welcome page, the submitted view', () => {
    // Their buttons would do nothing until the app had loaded: those pages come plain.
    expect(renderLinkPage('credit-application', 'WDS', record('application-eight'))).toBeUndefined();
    const submitted = { submitted: true, status: 'NEW', applicationNumber: 'WDS-7' };
    expect(renderLinkPage('customer-activation', 'WDS', record('activation-cpg', submitted))).toBeUndefined();
    expect(renderLinkPage('credit-application', 'WDS', record('application-six', submitted))).toBeUndefined();
  });

  it('renders the eight-step wizard once the applicant has started it', () => {
    const html = render(
      'credit-application',
      'WDS',
      record('application-eight', { data: { companyName: 'Acme Freight' } }),
    );
    expect(html).toMatch(/<h1[^>]*>World Distribution Services credit application<\/h1>/);
    expect(html).toContain('aria-label="Loading the form"');
  });
});
