import puppeteer, { type Page } from 'puppeteer-core';

/**
 * Part 2 of `npm run bench:validation`: milliseconds from a keystroke to the next paint on the eight-step
 * application's largest step, in Chromium. It builds and starts nothing: it expects the app already served
 * (by `npm start`) at BENCH_URL, or at http://127.0.0.1:$PORT (default 3000), with /playground.
 * Budget (issue 3): under 16 ms.
 */

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const FORM = 'application-eight';

export interface KeystrokeFigures {
  step: number;
  inputs: number;
  median: number;
  p95: number;
  mean: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function openStep(page: Page, base: string, step: number): Promise<number> {
  // panel=0: the playground's JSON panel is a development aid, not part of the form being measured.
  await page.goto(`${base}/playground?form=${FORM}&mode=wizard&step=${step}&panel=0`, {
    waitUntil: 'networkidle0',
  });
  await page.waitForSelector('main input, main select', { timeout: 60_000 });
  return page.$$eval('main input:not([type=hidden]), main select, main textarea', (els) => els.length);
}

/** The step that renders the most inputs (with the sample data: the trade references). */
async function largestStep(
  page: Page,
  base: string,
  steps: number,
): Promise<{ step: number; inputs: number }> {
  let best = { step: 0, inputs: -1 };
  for (let step = 0; step < steps; step++) {
    const inputs = await openStep(page, base, step);
    if (inputs > best.inputs) best = { step, inputs };
  }
  return best;
}

/** Installs the probe: keydown -> requestAnimationFrame -> the task after that frame, i.e. after paint. */
async function installProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __samples: number[] };
    w.__samples = [];
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.__samples.push(performance.now() - start), 0));
      },
      true,
    );
  });
}

export async function benchKeystroke(keystrokes = 200): Promise<KeystrokeFigures> {
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    defaultViewport: { width: 1280, height: 900 },
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/api/public-config`).catch((error: unknown) => {
      throw new Error(
        `Nothing answers at ${base}: start the app first (npm start) or set BENCH_URL. ${error}`,
      );
    });
    const { step, inputs } = await largestStep(page, base, 8);
    await openStep(page, base, step);
    await installProbe(page);
    await page.focus('main input[type=text]:not([readonly])');
    await page.keyboard.press('End');
    await page.evaluate(() => ((window as unknown as { __samples: number[] }).__samples = []));
    for (let i = 0; i < keystrokes; i++) {
      // Type and delete in turn so the value stays valid-length and every keystroke changes the data.
      await page.keyboard.press(i % 2 === 0 ? 'KeyX' : 'Backspace');
      await page.waitForFunction(
        (n) => (window as unknown as { __samples: number[] }).__samples.length > n,
        {},
        i,
      );
    }
    const samples = await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples);
    const sorted = [...samples].sort((a, b) => a - b);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    const figures = { step, inputs, median: percentile(sorted, 50), p95: percentile(sorted, 95), mean };
    const verdict = figures.p95 < 16 ? 'within' : 'OVER';
    console.log(
      `Keystroke to next paint on ${FORM} step ${step} (${inputs} inputs), ${samples.length} keystrokes: ` +
        `median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, mean ${mean.toFixed(1)} ms ` +
        `(${verdict} the 16 ms budget)`,
    );
    return figures;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchKeystroke().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
