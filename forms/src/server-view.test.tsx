/**
 * The first view the server renders into a link page's HTML (server-view.tsx, issue 17) is the app's own view of
 * the loaded record: the heading, the introduction and the form's reserved place, in the division's frame.
 */
import { getFormDefinition, type FormKey } from '@cp/schemas/forms/registry';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from './messages';
import { App } from './App';
import { preloadLinkPage } from './routes';
import { mockFetch } from './test-utils';
import type { LinkRecord } from './api/portal';
import { renderLinkPage } from './server-view';

const unit = {
  name: 'World Distribution Services',
  code: 'WDS',
  kind: 'division' as const,
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
const render = async (...args: Parameters<typeof renderLinkPage>) =>
  ((await renderLinkPage(...args)) ?? '(not rendered)').replaceAll('<!-- -->', '');
const ACTIVATION = '/Activation/WDS/buyer%40acme.test/a1';
const APPLICATION = '/Apply/WDS/buyer%40acme.test/a1';
afterEach(() => vi.unstubAllGlobals());

/** What a reader sees of it. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('link pages rendered by the server', () => {
  it("shows an activation's heading, introduction and the form's place", async () => {
    const html = await render(ACTIVATION, record('activation-cpg'));
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

  it("shows a six-step application's heading and the autosave note", async () => {
    const html = await render(APPLICATION, record('application-six'));
    expect(html).toMatch(/<h1[^>]*>World Distribution Services credit application<\/h1>/);
    // The page's largest text paints with the heading, not once the engine has mounted (Largest Contentful Paint).
    expect(text(html)).toContain(MSG.savedAsYouType);
    expect(html).toContain('aria-label="Loading the form"');
  });

  it('leaves the views with buttons to the app: the welcome page, the submitted view', async () => {
    // Their buttons would do nothing until the app had loaded: those pages come plain.
    expect(await renderLinkPage(APPLICATION, record('application-eight'))).toBeUndefined();
    const submitted = { submitted: true, status: 'NEW', applicationNumber: 'WDS-7' };
    expect(await renderLinkPage(ACTIVATION, record('activation-cpg', submitted))).toBeUndefined();
    expect(await renderLinkPage(APPLICATION, record('application-six', submitted))).toBeUndefined();
  });

  it('renders the eight-step wizard once the applicant has started it', async () => {
    const html = await render(
      APPLICATION,
      record('application-eight', { data: { companyName: 'Acme Freight' } }),
    );
    expect(html).toMatch(/<h1[^>]*>World Distribution Services credit application<\/h1>/);
    expect(text(html)).toContain(MSG.savedAsYouType);
    expect(html).toContain('aria-label="Loading the form"');
  });

  it('renders nothing for a path that is no link page', async () => {
    expect(await renderLinkPage('/login', record('activation-cpg'))).toBeUndefined();
  });

  it('is adopted by the app in the browser as it is (hydration without a mismatch)', async () => {
    const shown = record('activation-cpg');
    const html = (await renderLinkPage(ACTIVATION, shown)) ?? '';
    window.history.pushState(null, '', ACTIVATION);
    const load = mockFetch({
      '/api/CustomerActivation/getInvite': { success: true, message: '', data: shown },
    });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const heading = container.querySelector('h1');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    // What main.tsx does: the page's code and record first, then hydration.
    await preloadLinkPage(ACTIVATION);
    expect(load).toHaveBeenCalledTimes(1);
    const root = await act(async () =>
      hydrateRoot(container, <App />, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    // The very element the server sent is the one the app now runs.
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('Customer Activation');
    act(() => root.unmount());
    consoleError.mockRestore();
    container.remove();
  });
});
