/**
 * Every email as it is rendered, stored byte for byte under __snapshots__/<template>/<variant>.eml: the
 * subject, the text body and the HTML body as one multipart message that a mail client opens for review.
 * One per brand with the sample data, one with nothing but the brand (no wording, no values), and one
 * with a details link for the staff emails whose sample has none. A change to a template, the layout or
 * a helper shows up here as a file diff. (.eml rather than .html: Prettier would reformat HTML files and
 * `duplicates` would list the brands of one email as copies of each other.)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { BRANDS, EMAIL_TEMPLATE_NAMES, renderEmail, type RenderedEmail } from '../index';
import { emailSample } from '../samples';

const dir = join(__dirname, '__snapshots__');

/** Staff emails whose sample has no detailsUrl: their {{#if detailsUrl}} branch gets its own snapshot. */
const LINK_NOT_IN_SAMPLE = [
  'activation-status',
  'application-contact-denied',
  'application-contact-duplication',
];

interface Case {
  name: string;
  variant: string;
  context: Record<string, unknown>;
}

const cases: Case[] = EMAIL_TEMPLATE_NAMES.flatMap((name) => [
  ...BRANDS.map((brand) => ({ name, variant: brand, context: emailSample(name, brand) })),
  { name, variant: 'bare', context: { brand: 'CPG' } },
  ...(LINK_NOT_IN_SAMPLE.includes(name)
    ? [
        {
          name,
          variant: 'linked',
          context: {
            ...emailSample(name, 'CPG'),
            detailsUrl: 'https://credit.example.test/applications/details/7e2d?tab=notes&from=email',
          },
        },
      ]
    : []),
]);

const expectedFiles = cases.map((c) => `${c.name}/${c.variant}.eml`);

/** The rendered parts verbatim between MIME boundaries (8bit, no re-encoding, so the file is byte-exact). */
function asEml(out: RenderedEmail): string {
  const boundary = '=_email-snapshot';
  const part = (type: string, body: string) =>
    `--${boundary}\nContent-Type: ${type}; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${body}\n`;
  return (
    `Subject: ${out.subject}\nMIME-Version: 1.0\n` +
    `Content-Type: multipart/alternative; boundary="${boundary}"\n\n` +
    part('text/plain', out.text) +
    part('text/html', out.html) +
    `--${boundary}--\n`
  );
}

/**
 * Vitest writes a missing file snapshot instead of failing, so a deleted or never-committed snapshot
 * would pass unnoticed: what is stored is read before any test runs, and a missing file fails unless
 * the run is meant to create it (UPDATE_EMAIL_SNAPSHOTS=1).
 */
const stored = existsSync(dir)
  ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => f.split('\\').join('/'))
      .filter((f) => f.endsWith('.eml'))
  : [];
const creating = process.env.UPDATE_EMAIL_SNAPSHOTS === '1';

describe('rendered emails', () => {
  it('stores exactly one snapshot per template and variant', () => {
    expect(cases.length).toBe(EMAIL_TEMPLATE_NAMES.length * (BRANDS.length + 1) + LINK_NOT_IN_SAMPLE.length);
    if (!creating) expect([...stored].sort()).toEqual([...expectedFiles].sort());
  });

  it.each(LINK_NOT_IN_SAMPLE)('%s shows the details link only when there is one', (name) => {
    const linked = cases.find((c) => c.name === name && c.variant === 'linked');
    expect(linked).toBeDefined();
    const withLink = renderEmail(name, linked?.context ?? {});
    const without = renderEmail(name, emailSample(name, 'CPG'));
    expect(withLink.html).toContain(
      'href="https://credit.example.test/applications/details/7e2d?tab&#x3D;notes&amp;',
    );
    expect(withLink.text).toContain(
      ': https://credit.example.test/applications/details/7e2d?tab=notes&from=email',
    );
    expect(without.html).not.toContain('details/7e2d');
    expect(without.text).not.toContain('details/7e2d');
  });

  it.each(cases.map((c) => [`${c.name}/${c.variant}`, c] as const))('%s', async (key, { name, context }) => {
    if (!creating) expect(stored, `${key}.eml is not stored`).toContain(`${key}.eml`);
    await expect(asEml(renderEmail(name, context))).toMatchFileSnapshot(join(dir, `${key}.eml`));
  });
});
