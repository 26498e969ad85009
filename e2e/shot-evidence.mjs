import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
const BASE = 'http://localhost:3104';
const ids = readFileSync('/tmp/ev2-ids.txt', 'utf8').trim().split('\n');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, baseURL: BASE, acceptDownloads: true });
  const page = await ctx.newPage();
  const r = await ctx.request.post('/api/User/login', { data: { email: 'superadmin@demo.test', password: 'Demo-pass-1!' } });
  console.log('login', r.status());
  // An application and an activation whose bundles are frozen.
  let app, act;
  for (const id of ids) {
    if (!app && (await ctx.request.get(`/api/v1/applications/${id}`)).ok()) app = id;
    else if (!act && (await ctx.request.get(`/api/v1/activations/${id}`)).ok()) act = id;
    if (app && act) break;
  }
  console.log({ app, act });
  for (const [res, id] of [['applications', app], ['activations', act]]) {
    if (!id) continue;
    await page.goto(`/${res}/details/${id}`);
    const btn = page.getByRole('button', { name: /Evidence \(ZIP\)/ });
    await btn.first().waitFor({ timeout: 20000 });
    await btn.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/ev2-${res}-${width}.png`, fullPage: false });
    if (width === 1280) {
      const [dl] = await Promise.all([page.waitForEvent('download'), btn.first().click()]);
      const path = `/tmp/ev2-${res}.zip`;
      await dl.saveAs(path);
      console.log('downloaded', dl.suggestedFilename(), path);
    }
  }
  // The credit file of the application.
  await page.goto(`/applications/details/${app}`);
  const link = page.getByRole('link', { name: 'Open', exact: true });
  await link.first().waitFor({ timeout: 20000 }).catch(() => undefined);
  if (await link.count()) {
    await link.first().click();
    const section = page.getByTestId('customer-submissions');
    await section.waitFor({ timeout: 20000 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/ev2-credit-${width}.png`, fullPage: false });
  } else console.log('no credit file link');
  await ctx.close();
}
await browser.close();
