/**
 * `npm run bench:lighthouse` (issue 17): Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and
 * 4× CPU slowdown) against the BUILT product in the local Chromium, on the customer pages a new user opens:
 * /login, a customer activation link and a six-step wizard link (fresh fixture invites on a throw-away database).
 * Prints performance and accessibility scores, LCP, FCP, TBT, CLS, Speed Index and the JavaScript transferred,
 * beside the same audit of a bare HTML page served on this machine in the same run (the machine's floor).
 * Budgets: performance ≥ 90 and CLS < 0.1 on the three pages; accessibility ≥ 98.
 * Needs `npm run build` first (it runs it when a front end is missing). Median of BENCH_RUNS runs (default 3).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './keystroke';
import { startProduct } from './product';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3290);

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  js: number;
  /** What moved, when the page shifted (Lighthouse's 'layout-shifts' audit). */
  shifts: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One audit in a Chromium of its own (a reused browser sometimes loses the trace: NO_NAVSTART). */
async function audit(url: string): Promise<Figures> {
  try {
    return await auditOnce(url);
  } catch (error) {
    // Lighthouse's own advice for a lost trace is to run it again: once.
    if (!String(error).includes('NO_NAVSTART')) throw error;
    console.log(`  (the trace was lost, NO_NAVSTART: audited again)`);
    return auditOnce(url);
  }
}

async function auditOnce(url: string): Promise<Figures> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    return await auditIn(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

async function auditIn(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const num = (id: string) => Number(audits[id]?.numericValue ?? NaN);
  const jsBytes = (
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? []
  ).find((i) => i.resourceType === 'script')?.transferSize;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    js: jsBytes ?? 0,
    shifts: (
      (
        audits['layout-shifts']?.details as {
          items?: { score: number; node?: { selector?: string; snippet?: string } }[];
        }
      )?.items ?? []
    ).map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? ''} ${i.node?.snippet?.slice(0, 80) ?? ''}`),
  };
}

function print(name: string, runs: Figures[]) {
  const m = (k: Exclude<keyof Figures, 'shifts'>) => median(runs.map((r) => r[k]));
  const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
  console.log(
    `  ${name.padEnd(28)} performance ${String(m('performance')).padStart(3)}, accessibility ${String(m('accessibility')).padStart(3)}; ` +
      `LCP ${s(m('lcp'))}, FCP ${s(m('fcp'))}, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, ` +
      `Speed Index ${s(m('si'))}; JS ${(m('js') / 1024).toFixed(0)} KB transferred` +
      (runs.length > 1
        ? ` (performance of the ${runs.length} runs: ${runs.map((r) => r.performance).join(', ')})`
        : ''),
  );
  const moved = runs.find((r) => r.shifts.length)?.shifts ?? [];
  for (const shift of moved.slice(0, 5)) console.log(`      layout shift ${shift}`);
  return { performance: m('performance'), accessibility: m('accessibility'), cls: m('cls') };
}

async function main() {
  const { base, links, stop } = await startProduct(PORT);
  const bare = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Bare</title></head><body><h1>Bare page</h1><p>The machine\'s floor.</p></body></html>',
      ),
  );
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  try {
    const pages: [string, string][] = [
      ['bare HTML page (floor)', `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`],
      ['/login', `${base}/login`],
      ['customer activation link', `${base}${links.activation.CPG.url}`],
      ['six-step wizard link', `${base}${links.application.IDS.url}`],
    ];
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${RUNS} runs:`,
    );
    const verdicts: string[] = [];
    for (const [name, url] of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
      const m = print(name, runs);
      if (name.includes('floor')) continue;
      verdicts.push(
        `${name}: performance ${m.performance >= 90 ? 'within' : 'BELOW'} 90, CLS ${m.cls < 0.1 ? 'within' : 'OVER'} 0.1, accessibility ${m.accessibility >= 98 ? 'within' : 'BELOW'} 98`,
      );
    }
    console.log(`\nBudgets: ${verdicts.join('; ')}`);
  } finally {
    bare.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
