import { chromium } from 'playwright-core';
const base = 'http://localhost:3102';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
  const page = await context.newPage();
  const login = await context.request.post(`${base}/api/User/login`, { data: { email: 'superadmin@demo.test', password: 'Demo-pass-1!' } });
  console.log('login', login.status());
  const list = await context.request.get(`${base}/api/v1/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'PENDING' }))}&range=[0,49]`);
  const rows = await list.json();
  let chosen = null;
  const scores = [];
  for (const r of rows) {
    const s = (await (await context.request.get(`${base}/api/v1/submissions/${r.id}/scorecard`)).json()).data;
    scores.push([r.id.slice(0, 8), s?.score, s?.band, s?.recommendedLimit]);
    if (!chosen && s && s.score < 60 && s.negatives.length >= 2) chosen = r.id;
  }
  if (width === 1280) console.log(JSON.stringify(scores));
  await page.goto(`${base}/applications/details/${chosen}`);
  await page.getByRole('button', { name: 'Approve' }).first().click();
  await page.getByRole('region', { name: 'Scorecard' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/sc-approve-${width}.png` });
  await page.goto(`${base}/scorecards`);
  await page.getByRole('list', { name: 'Scorecard versions' }).waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/sc-page-${width}.png` });
  await context.close();
}
await browser.close();
