/**
 * `npm run bench:first-load` (issue 17): the JavaScript a customer's phone downloads to see the first section of
 * the customer pages, measured in the local Chromium against the BUILT product (fresh fixture invites): every
 * script the page loads until its first form field is on screen, then until the network is quiet, each sized
 * as gzip level 9 of its bytes (what the server sends precompressed), largest first.
 * Every customer page: the activation link, the six- and eight-step wizard links, the welcome page, the signing
 * page, the reference answer page, /login and the register page (bench/page-fixtures.ts for the last ones).
 * Budget (issue 33): every customer link page ≤ 200 KB gzip before its first field shows. Prints the load average
 * before and after.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser, type HTTPResponse } from 'puppeteer-core';
import { CHROMIUM_ARGS } from './keystroke';
import { startProduct } from './product';

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const BUDGET_KB = 200;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

interface Script {
  url: string;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const name = (url: string) => new URL(url).pathname.replace(/^\/portal\/assets\//, '');

async function measure(browser: Browser, url: string, firstField: string) {
  const page = await browser.newPage();
  await page.setCacheEnabled(false);
  const pending: Promise<Script | undefined>[] = [];
  const sized = (response: HTTPResponse) =>
    response
      .buffer()
      .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
      .catch(() => undefined);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(sized(response));
  });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(firstField, { visible: true, timeout: 60_000 });
  const shownAfter = Date.now() - start;
  const beforeShown = (await Promise.all([...pending])).filter((s): s is Script => !!s);
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
  const all = (await Promise.all(pending)).filter((s): s is Script => !!s);
  await page.close();
  return { shownAfter, beforeShown, all };
}

async function main() {
  console.log(`Load average before: ${load()}`);
  const { base, links, pages: more, build, stop } = await startProduct(PORT);
  console.log(`Front end: ${build}`);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const verdicts: string[] = [];
  try {
    const pages = [
      ['customer activation link', `${base}${links.activation.CPG.url}`, 'main form input, main input'],
      ['six-step wizard link', `${base}${links.application.IDS.url}`, 'main form input, main input'],
      ['eight-step wizard link', `${base}${links.application.axeFilled.url}`, 'main form input, main input'],
      ['welcome page', `${base}${links.application.UWL.url}`, 'main button'],
      ['signing page', `${base}${more.signing}`, 'main input, main button'],
      ['reference answer page', `${base}${more.reference}`, 'main input'],
      ['/login', `${base}/login`, 'input'],
      ['register page', `${base}${more.register}`, 'input'],
    ] as const;
    console.log('JavaScript loaded by the customer pages (gzip -9 of each script), built product:');
    for (const [label, url, field] of pages) {
      const { shownAfter, beforeShown, all } = await measure(browser, url, field);
      const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `\n  ${label}: ${kb(total(beforeShown))} in ${beforeShown.length} scripts before the first field showed ` +
          `(${shownAfter} ms), ${kb(total(all))} in ${all.length} once the network is quiet`,
      );
      for (const s of [...all].sort((a, b) => b.gzip - a.gzip).slice(0, 12))
        console.log(`      ${kb(s.gzip).padStart(9)}  ${name(s.url)}`);
      verdicts.push(
        `  ${label.padEnd(26)} ${kb(total(beforeShown)).padStart(9)} ${total(beforeShown) <= BUDGET_KB * 1024 ? 'within' : 'OVER'} ${BUDGET_KB} KB gzip`,
      );
    }
    console.log(`\nBudget (first load before the first field shows):\n${verdicts.join('\n')}`);
    console.log(`Load average after: ${load()}`);
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
