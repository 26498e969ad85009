/**
 * `npm run bench:long-tasks` (issue 33): what the main thread does in each long task while a customer page loads,
 * for finding what Lighthouse's Total Blocking Time is made of. A diagnosis, not a budget. Starts the built
 * product on fresh fixture links (bench/product.ts) and loads each page in Chromium with the CPU slowed down
 * BENCH_CPU times (default 4, as Lighthouse's mobile preset simulates) and Chrome's tracing on: the renderer main
 * thread's tasks and V8's CPU samples on one clock. For each task over 50 ms it prints its start (from the page's
 * request) and length, the functions with the largest share of its samples, with their script and position (in
 * the sources when the build has source maps: build it with `FORMS_SOURCEMAP=1 npm run build -w forms` first;
 * the maps are not named in the scripts), and any style or layout a script forced in it, with the script's stack.
 * BENCH_PAGES: a comma-separated list of page names (activation, six, eight, welcome, signing, reference, login,
 * register); all by default. BENCH_TOP: how many functions per task (default 12).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { sourceNames, type CallFrame } from './source-names';
import { CHROMIUM_ARGS } from './keystroke';
import { root, startProduct } from './product';

const PORT = Number(process.env.BENCH_PORT ?? 3293);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const TOP = Number(process.env.BENCH_TOP ?? 12);

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

/** Frames named by the customer app's sources (forms/dist, served under /portal/). */
const frameName = sourceNames(path.join(root, 'forms/dist'), /^\/portal/);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      url?: string;
    };
  };
}

/**
 * Loads `url` with Chrome's tracing on (the main thread's tasks and V8's CPU samples, on one clock) and answers
 * the renderer main thread's tasks over 50 ms and the samples, times in ms.
 */
async function load(page: Page, url: string) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 3000));
  const buffer = await page.tracing.stop();
  const { traceEvents } = JSON.parse(Buffer.from(buffer ?? []).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const profiles = new Map<string, { pid: number; tid: number; start: number }>();
  for (const e of traceEvents)
    if (e.name === 'Profile' && e.id)
      profiles.set(`${e.pid}:${e.id}`, { pid: e.pid, tid: e.tid, start: e.args?.data?.startTime ?? e.ts });
  const nodes = new Map<string, ProfileNode>();
  const samples: { at: number; node: string; tid: string }[] = [];
  const clock = new Map<string, number>();
  for (const e of traceEvents) {
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    // Profile ids are per process.
    const key = `${e.pid}:${e.id}`;
    const profile = profiles.get(key);
    if (!profile) continue;
    const data = e.args?.data;
    // Node ids are per profile (each thread profiled has its own).
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(`${key}:${n.id}`, n);
    let t = clock.get(key) ?? profile.start;
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += data?.timeDeltas?.[i] ?? 0;
      samples.push({ at: t / 1000, node: `${key}:${node}`, tid: `${profile.pid}:${profile.tid}` });
    });
    clock.set(key, t);
  }
  samples.sort((x, y) => x.at - y.at);
  // The page's main thread: the renderer main thread whose samples ran the page's scripts (not a blank or
  // browser page's).
  const origin = new URL(url).origin;
  const ours = new Set(
    samples.filter((x) => nodes.get(x.node)?.callFrame.url?.startsWith(origin)).map((x) => x.tid),
  );
  const main = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`)
      .filter((tid) => ours.has(tid)),
  );
  const long = traceEvents
    .filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000 && main.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => ({ start: e.ts / 1000, duration: (e.dur ?? 0) / 1000, tid: `${e.pid}:${e.tid}` }))
    .sort((x, y) => x.start - y.start);
  // Times are printed from the page's request.
  const navigation = traceEvents.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url);
  // Style and layout the page's scripts forced (the trace gives the script's stack for those).
  const forced = traceEvents
    .filter(
      (e) =>
        (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
        main.has(`${e.pid}:${e.tid}`) &&
        (e.dur ?? 0) > 2_000 &&
        (e.args as { beginData?: { stackTrace?: unknown[] } } | undefined)?.beginData?.stackTrace,
    )
    .map((e) => ({
      at: e.ts / 1000,
      name: e.name,
      duration: (e.dur ?? 0) / 1000,
      stack: (
        (e.args as { beginData: { stackTrace: ProfileNode['callFrame'][] } }).beginData.stackTrace ?? []
      ).slice(0, 6),
    }));
  return { long, samples, nodes, forced, zero: (navigation?.ts ?? 0) / 1000 };
}

async function main() {
  const wanted = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
  console.log(
    `Load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; CPU slowdown ${CPU}×`,
  );
  const { base, links, pages: more, stop } = await startProduct(PORT);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const all: [string, string][] = [
      ['login', `${base}/login`],
      ['register', `${base}${more.register}`],
      ['activation', `${base}${links.activation.CPG.url}`],
      ['six', `${base}${links.application.IDS.url}`],
      ['eight', `${base}${links.application.axeFilled.url}`],
      ['welcome', `${base}${links.application.UWL.url}`],
      ['signing', `${base}${more.signing}`],
      ['reference', `${base}${more.reference}`],
    ];
    for (const [name, url] of all.filter(([n]) => !wanted.length || wanted.includes(n))) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      const { long, samples, nodes, forced, zero } = await load(page, url);
      await context.close();
      const blocking = long.reduce((n, l) => n + Math.max(0, l.duration - 50), 0);
      console.log(
        `\n${name}: ${long.length} long tasks, ${Math.round(long.reduce((n, l) => n + l.duration, 0))} ms in all, ` +
          `${Math.round(blocking)} ms over 50 ms (at ${CPU}× slowdown)`,
      );
      for (const l of long) {
        const self = new Map<string, number>();
        let n = 0;
        for (let i = 0; i < samples.length; i++) {
          const s = samples[i];
          if (s.tid !== l.tid || s.at < l.start || s.at >= l.start + l.duration) continue;
          const node = nodes.get(s.node);
          if (!node) continue;
          // Throttling pauses the thread inside its tasks: the profiler sees them as idle.
          const key =
            node.callFrame.functionName === '(idle)'
              ? "(idle: the CPU slowdown's pauses)"
              : frameName(node.callFrame);
          self.set(key, (self.get(key) ?? 0) + 1);
          n++;
        }
        console.log(
          `  task at ${Math.round(l.start - zero)} ms, ${Math.round(l.duration)} ms (${n} samples):`,
        );
        for (const f of forced.filter((x) => x.at >= l.start && x.at < l.start + l.duration))
          console.log(
            `    forced ${f.name} ${f.duration.toFixed(1)} ms at ${Math.round(f.at - zero)} ms, from: ` +
              f.stack.map((c) => frameName(c)).join(' < '),
          );
        // Each sample counts the same: the CPU slowdown suspends the thread between samples, so the time to the
        // next sample is not the time a function ran. A function's share of the samples is its share of the task.
        for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
          console.log(`    ${((ms / n) * l.duration).toFixed(1).padStart(6)} ms  ${key}`);
      }
    }
  } finally {
    await browser.close();
    await stop();
    console.log(
      `\nLoad average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  }
}

await main();
