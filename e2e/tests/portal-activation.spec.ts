import { expect, test } from '../support/fixtures';
import { sampleFor } from '@cp/schemas/forms/samples';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { adoptSignature, fillVisible, portalServer, screenshots } from './portal-support';

// One customer activation per division (customer-portal.md §2 'Customer activation form').
const DIVISIONS = [
  { code: 'CPG', key: 'activation-cpg' },
  { code: 'BRI', key: 'activation-cpg' },
  { code: 'MBT', key: 'activation-cpg' },
  { code: 'UWL', key: 'activation-uwl' },
  { code: 'WDS', key: 'activation-uwl' },
] as const;

test.describe('customer activation', () => {
  // The portal's own server (fixtures, migrations, seed, start) can take a while on a busy machine.
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await portalServer();
  });

  for (const { code, key } of DIVISIONS) {
    test(`${code}: validation, submit, form number and receipt email`, async ({ page }) => {
      const { baseURL, links } = await portalServer();
      const link = links.activation[code];
      await page.goto(baseURL + link.url);
      const submit = page.getByRole('button', { name: 'Submit', exact: true });
      await expect(submit).toBeVisible();
      await screenshots(page, `portal-activation-${code.toLowerCase()}`);

      await submit.click();
      await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();

      const sample = sampleFor(key);
      await fillVisible(page, sample);
      await adoptSignature(page, String(sample.signature));
      await submit.click();

      await expect(page.getByRole('heading', { name: 'Activation Form Submitted' })).toBeVisible();
      await expect(
        page.getByText('A PDF Version Of Your Activation Form Has Been Emailed To You'),
      ).toBeVisible();
      const formNumber = (await page.getByText(/^Form #: /).textContent())!.replace('Form #: ', '').trim();
      expect(formNumber).not.toBe('');
      await expect(page.getByRole('link', { name: 'FINISH' })).toHaveAttribute('href', /^https?:\/\//);
      if (code === 'CPG') await screenshots(page, 'portal-activation-submitted');

      const staff = await superAdminRequest(baseURL);
      await waitForMail(staff, link.email, new RegExp(formNumber));
      await staff.dispose();
    });
  }
});
