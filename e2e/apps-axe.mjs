import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
const B = 'http://localhost:3327';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const who of ['superadmin', 'readonly']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await ctx.newPage();
  await ctx.request.post(`${B}/api/User/login`, { data: { email: `${who}@demo.test`, password: 'Demo-pass-1!' } });
  const f = (o) => `?filter=${encodeURIComponent(JSON.stringify(o))}`;
  for (const path of [`/applications${f({ status: 'NEW' })}`, `/applications${f({ status: 'REVIEWED' })}`, `/activations${f({ status: 'REVIEWED' })}`, `/applications${f({ status: 'NEW', q: 'zzz' })}`, 'DETAILS']) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      if (path === 'DETAILS') {
        await page.goto(`${B}/applications${f({ status: 'PENDING' })}`);
        await page.getByTestId('application-row').first().getByRole('button', { name: 'Details' }).click();
        await page.getByRole('heading', { name: /Credit Application #/ }).waitFor({ timeout: 60000 });
      } else {
        await page.goto(`${B}${path}`);
        await page.waitForTimeout(3000);
      }
      await page.addScriptTag({ path: axePath });
      const r = await page.evaluate(async () => {
        const res = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
        return res.violations.map((v) => `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ') + ' | ' + n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)).join(' || ')}`);
      });
      console.log(who, path.slice(0, 40), width, r.length ? '\n  ' + r.join('\n  ') : 'OK');
    }
  }
  await ctx.close();
}
await browser.close();
