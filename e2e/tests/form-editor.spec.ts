/**
 * The super-admin form editor (issue 16 item 4), end to end: a draft of the CPG activation gets a new
 * label and a shorter maximum length with its message; the live preview (the real renderer, sample data)
 * shows both; the draft is published, compared with version 1, and version 1 is rolled back to; a draft
 * whose rule has no message cannot be published and the refusal says why; the legal name's role moves to
 * a new field, and a draft without it is refused naming the role. (Admins have no editor: shell.spec menus,
 * api form-definitions.test.ts.)
 */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { SHOTS_ON, shot } from '../support/shots';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { login } from '../support/auth';
import { DEMO_USERS } from '../support/urls';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
// The tests in this file are independent (each drafts a different family): both workers take them.
test.describe.configure({ mode: 'parallel' });

/** At 1280 and 375 px; the eight-step family's editor (about a hundred fields) is shot as the screen shows it. */
const shoot = async (page: Page, name: string, fullPage = true) => {
  if (!SHOTS_ON) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}form-editor-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const family = (page: Page) => page.getByRole('region', { name: 'Customer Activation (activation-cpg)' });

async function editCompanyName(page: Page, values: { label?: string; max: string; message: string }) {
  await page.getByRole('tab', { name: 'Fields' }).click();
  await page.getByRole('button', { name: 'Edit /companyName' }).click();
  const dialog = page.getByRole('dialog', { name: 'Field /companyName' });
  if (values.label) await dialog.getByLabel('Label').fill(values.label);
  await dialog.getByLabel('Max length', { exact: true }).fill(values.max);
  await dialog.getByLabel('Max length message').fill(values.message);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

test('a super admin edits, previews, publishes, compares and rolls back a form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_USERS.superAdmin);
  await page.getByRole('menuitem', { name: 'Forms' }).click();
  await expect(family(page)).toContainText('Used by:');
  await expect(family(page).getByRole('row', { name: /Version 1 published/ })).toBeVisible();
  await shoot(page, 'families');

  await family(page).getByRole('link', { name: 'Version 1' }).click();
  await page.getByRole('button', { name: 'New draft from this version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /activation-cpg · version 2/ })).toContainText(
    'draft',
  );

  const preview = page.frameLocator('iframe[title="Form preview"]');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(preview.getByLabel(/^Company Name/)).toHaveValue('Acme Imports LLC');
  await expect(preview.getByText('At most 10 characters here')).toHaveCount(0);

  await editCompanyName(page, {
    label: 'Legal company name',
    max: '10',
    message: 'At most 10 characters here',
  });
  await page.getByRole('tab', { name: 'Preview' }).click();
  // The sample's company name (Acme Imports LLC) is now too long: the new rule's message shows at once.
  await expect(preview.getByLabel(/Legal company name/)).toHaveValue('Acme Imports LLC');
  await expect(preview.getByText('At most 10 characters here')).toBeVisible();
  // The shots show the changed field: the frame scrolls to it.
  await preview.getByLabel(/Legal company name/).scrollIntoViewIfNeeded();
  await shoot(page, 'preview-desktop');
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title="Form preview"]')).toHaveCSS('width', '375px');
  await expect(preview.getByLabel(/Legal company name/)).toBeVisible();
  await preview.getByLabel(/Legal company name/).scrollIntoViewIfNeeded();
  await shoot(page, 'preview-phone');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(M.draftSaved)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish version 2?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText(M.published(2))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /version 2/ })).toContainText('published');

  await page.getByRole('tab', { name: 'Compare' }).click();
  const diff = page.getByRole('table', { name: 'Differences' });
  await expect(
    diff.getByRole('row', { name: /\/companyName changed label Company Name\s*→\s*Legal company name/ }),
  ).toBeVisible();
  await expect(
    diff.getByRole('row', {
      name: /maxLength 100 · “Maximum length is 100 characters”\s*→\s*10 · “At most 10 characters here”/,
    }),
  ).toBeVisible();
  await shoot(page, 'diff');

  await page.getByRole('menuitem', { name: 'Forms' }).click();
  await expect(family(page).getByRole('row', { name: /Version 1 retired/ })).toBeVisible();
  await family(page).getByRole('link', { name: 'Version 1' }).click();
  await page.getByRole('button', { name: 'Roll back to this version' }).click();
  await page
    .getByRole('dialog', { name: 'Roll back to version 1?' })
    .getByRole('button', { name: 'Roll back' })
    .click();
  await expect(page.getByText(M.rolledBack(1, 3))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /version 3/ })).toContainText('published');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByLabel('Compare with').click();
  await page.getByRole('option', { name: 'Version 1 (retired)' }).click();
  await expect(page.getByText('The two versions have the same fields and rules.')).toBeVisible();
});

test('a definition with a rule without a message cannot be published, and says why', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_USERS.superAdmin, undefined, '', '/form-definitions');
  const light = page.getByRole('region', { name: /application-light/ });
  await light.getByRole('link', { name: 'Version 1' }).click();
  await page.getByRole('button', { name: 'New draft from this version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /version 2/ })).toContainText('draft');
  await editCompanyName(page, { max: '5', message: '' });
  const problems = page.getByRole('alert', { name: 'Definition problems' });
  await expect(problems).toContainText('The rule maxLength of /companyName has no message.');
  await page.getByRole('button', { name: 'Publish' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/FormDefinition/publish'));
  await page
    .getByRole('dialog', { name: 'Publish version 2?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  expect((await answer).status()).toBe(400);
  // The refusal's notice and the problem list's title.
  await expect(page.getByText(M.definitionInvalid)).toHaveCount(2);
  await expect(problems).toContainText('The rule maxLength of /companyName has no message.');
  await expect(page.getByRole('heading', { level: 1, name: /version 2/ })).toContainText('draft');
  await shoot(page, 'refused');
});

test('publishing can move the drafts not yet submitted, and says how many moved and stayed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_USERS.superAdmin, undefined, '', '/form-definitions');
  const uwl = page.getByRole('region', { name: /activation-uwl/ });
  await uwl.getByRole('link', { name: 'Version 1' }).click();
  await page.getByRole('button', { name: 'New draft from this version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /version 2/ })).toContainText('draft');
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish version 2?' });
  const move = dialog.getByRole('checkbox', { name: M.moveDraftsLabel });
  await expect(move).not.toBeChecked();
  await expect(dialog).toContainText(M.moveDraftsHelp);
  await move.check();
  await shoot(page, 'publish-move-drafts');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/FormDefinition/publish'));
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({ moveDrafts: true });
  const { data } = (await response.json()) as { data: { moved: number; stayed: number } };
  expect(data.moved + data.stayed).toBeGreaterThan(0);
  await expect(page.getByText(M.publishedWithDrafts(2, data.moved, data.stayed))).toBeVisible();
  await shoot(page, 'published-move-drafts');
});

test('a super admin moves the legal name role to a new field; a draft without it cannot be published', async ({
  page,
}) => {
  // About a hundred fields, each with its Role select: slow to render on a loaded machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_USERS.superAdmin, undefined, '', '/form-definitions');
  const eight = page.getByRole('region', { name: /application-eight/ });
  await eight.getByRole('link', { name: 'Version 1' }).click();
  await page.getByRole('button', { name: 'New draft from this version' }).click();
  // The new draft opens once the family list has refreshed (slow on a loaded machine).
  await expect(page.getByRole('heading', { level: 1, name: /version 2/ })).toContainText('draft', {
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Fields' }).click();
  const row = (field: string) => page.locator(`[data-field="${field}"]`);
  await expect(row('/companyName')).toContainText('Role: legalName');
  await expect(row('/bankInfo/duns')).toContainText('Role: duns');

  const company = page.getByRole('region', { name: 'Step Company Information' });
  await company.getByLabel('New field name').fill('legalEntityName');
  await company.getByLabel('New field label').fill('Legal entity name');
  await company.getByRole('button', { name: 'Add field' }).click();
  await row('/legalEntityName').getByLabel('Role').selectOption('legalName');
  await expect(row('/legalEntityName')).toContainText('Role: legalName');
  await expect(row('/companyName')).not.toContainText('Role:');
  const problems = page.getByRole('alert', { name: 'Definition problems' });
  await expect(problems).toHaveCount(0);
  await row('/legalEntityName').scrollIntoViewIfNeeded();
  // The changed screen is the step's region, shot below at both widths (no full-page shot of every field).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(company, { path: `${SHOTS}form-editor-role-moved-step-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  await row('/legalEntityName').getByLabel('Role').selectOption('');
  const dropped =
    'legalName: every form must say which field holds it (list columns, search, duplicates and the credit file read it).';
  await expect(problems).toContainText(dropped);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Publish' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/FormDefinition/publish'));
  await page
    .getByRole('dialog', { name: 'Publish version 2?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  expect((await answer).status()).toBe(400);
  await expect(problems).toContainText('legalName: the published version has it and this version drops it');
  await shoot(page, 'role-dropped', false);
});
