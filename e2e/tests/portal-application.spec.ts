import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '../support/fixtures';
import { sampleFor } from '@cp/schemas/forms/samples';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { adoptSignature, axeScan, fillVisible, portalServer, screenshots } from './portal-support';

type Data = Record<string, unknown>;

/**
 * One step: show the trade-reference form when offered, fill, sign, then NEXT or SUBMIT APPLICATION. With
 * `scan`, the step is first checked with axe as the customer meets it (references shown, nothing typed yet).
 */
async function completeStep(
  page: Page,
  data: Data,
  scan?: (name: string) => Promise<void>,
): Promise<'next' | 'submitted'> {
  const enter = page.getByRole('button', { name: 'ENTER TRADE REFERENCES' });
  const firstReference = page.locator('#root_tradeRefInfo_0_company');
  if ((await enter.isVisible()) && !(await firstReference.isVisible())) {
    await enter.click();
    // The rows render after the click: fill them only once they are there.
    await expect(firstReference).toBeVisible();
  }
  if (scan) {
    await scan(`wizard step ${await page.getByRole('heading', { level: 2 }).first().textContent()}`);
  }
  await fillVisible(page, data);
  const sign = page.getByRole('button', { name: /^sign$/i });
  if (await sign.isVisible()) await adoptSignature(page, String(data.signature));
  const submit = page.getByRole('button', { name: 'SUBMIT APPLICATION' });
  if (await submit.isVisible()) {
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    return 'submitted';
  }
  const heading = await page.getByRole('heading', { level: 2 }).first().textContent();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(heading ?? '');
  return 'next';
}

// One journey per form family (docs/e2e-consolidation.md): the eight-step family (UWL; WDS's welcome page is
// checked by the resume test, which opens a WDS link) and the six-step one (IDS). The six-step CPG family
// (CPG, BRI, MBT) is submitted by portal-keyboard.spec with the keyboard alone, its receipt email included.
const APPLICATIONS = [
  { code: 'UWL', key: 'application-eight', firstError: 'Please enter the company name' },
  { code: 'IDS', key: 'application-six', firstError: 'Please enter the company name' },
] as const;

test.describe('credit application', () => {
  test.describe.configure({ mode: 'parallel' });
  // The portal's own server (fixtures, migrations, seed, start) can take a while on a busy machine.
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await portalServer();
  });

  for (const { code, key, firstError } of APPLICATIONS) {
    test(`${code}: from the link to the receipt`, async ({ page }) => {
      // UWL's run also scans every page with axe at two widths (the two former tests' time together).
      test.setTimeout(code === 'UWL' ? 420_000 : 240_000);
      const { baseURL, links } = await portalServer();
      // The eight-step journey is also the axe pass over the customer's wizard at 1280 and 375 px (was
      // portal-axe.spec's own walk through a pre-filled application): welcome, every step, the receipt.
      const found: string[] = [];
      const scan = code === 'UWL' ? (name: string) => axeScan(page, name, found) : undefined;
      const link = links.application[code];
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(baseURL + link.url);

      if (key === 'application-eight') {
        await expect(page.getByRole('button', { name: 'GO TO THE FORM' })).toBeVisible();
        // The welcome page runs no forms engine (issue 17): it loads only when the form is opened.
        expect(scripts.filter((u) => /forms-engine|ApplicationWizard/.test(u))).toEqual([]);
        await scan?.('welcome');
        await page.getByRole('button', { name: 'GO TO THE FORM' }).click();
        await expect.poll(() => scripts.some((u) => /forms-engine/.test(u))).toBe(true);
      }
      // A new application opens on its first step; NEXT on an empty step shows the rules' messages. (The
      // wizard's chunk is large: on a loaded machine it can take longer than the default wait.)
      await expect(page.getByRole('heading', { level: 2, name: 'Company Information' })).toBeVisible({
        timeout: 60_000,
      });
      if (code === 'UWL') await screenshots(page, `portal-apply-${code.toLowerCase()}-step1`);
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByText(firstError).first()).toBeVisible();

      const sample = sampleFor(key);
      let outcome: 'next' | 'submitted' = 'next';
      for (let step = 0; step < 10 && outcome === 'next'; step++)
        outcome = await completeStep(page, sample, scan);
      expect(outcome).toBe('submitted');

      const number = (await page.getByText(/^Application # /).textContent())!
        .replace('Application # ', '')
        .trim();
      expect(number).not.toBe('');
      await expect(
        page.getByText('A PDF version of your credit application has been emailed to you.'),
      ).toBeVisible();
      if (code === 'UWL') await screenshots(page, 'portal-apply-review');
      await scan?.('receipt and survey');
      expect(found).toEqual([]);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Application Receipt' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`Application # ${number}.pdf`);
      const path = test.info().outputPath('receipt.pdf');
      await file.saveAs(path);
      const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
      expect(text).toContain(String(sample.companyName));
      expect(text).toContain(number);

      await page.getByLabel('Trade Show/Conference').check();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByText('The survey saved successfully.')).toBeVisible();

      const staff = await superAdminRequest(baseURL);
      await waitForMail(staff, link.email, new RegExp(number));
      await staff.dispose();
    });
  }

  test('resume: three steps filled, a reload opens step 4 with the data kept', async ({ page }) => {
    const { baseURL, links } = await portalServer();
    const link = links.application.resume;
    const sample = sampleFor('application-eight');
    await page.goto(baseURL + link.url);
    // A WDS link: the welcome page names the division (was the WDS run of the journey above).
    await expect(page.getByText(/partnering with World Distribution Services/)).toBeVisible();
    await screenshots(page, 'portal-welcome-wds');
    await page.getByRole('button', { name: 'GO TO THE FORM' }).click();
    // The wizard's chunk loads on Start (the welcome page runs no forms engine): fill once it is shown.
    await expect(page.getByRole('heading', { level: 2, name: 'Company Information' })).toBeVisible({
      timeout: 60_000,
    });
    for (let i = 0; i < 3; i++) await completeStep(page, sample);
    await expect(page.getByRole('heading', { level: 2, name: 'Credit Request' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Step 4 of 8')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Credit Request' })).toBeVisible();
    await page.getByRole('button', { name: 'BACK' }).click();
    await page.getByRole('button', { name: 'BACK' }).click();
    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page.locator('#root_companyName')).toHaveValue(String(sample.companyName));
  });
});
