/**
 * npm run bench:scale [-- --seconds 20 --connections 16] — figures, not a test (issue 28 budgets).
 *
 * The same mixed traffic against two layouts of the product on PostgreSQL (a fresh database each, with the demo
 * data; BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres):
 *   one   — one process with everything (ROLE=all, WEB_CONCURRENCY=1);
 *   split — one ROLE=worker process and a ROLE=web process with WEB_CONCURRENCY=2 (two HTTP processes).
 * Traffic: list reads (autocannon, `--connections` connections for `--seconds`) while a client loop sends
 * customer invitations, customer submissions, activation approvals (emails to the customer and the staff) and
 * PDF calls (rendered by the worker in the split layout). Emails go to an SMTP server in this process.
 *
 * Prints, for each layout: list reads per second (and their p50/p99), the mixed calls by status, and after the
 * Email log drained: emails the Email log has as sent, received by SMTP, lost (sent/queued but not received) and
 * doubled (one Message-ID received twice), and jobs done more than once (pg-boss jobs retried, messages with
 * more than one accepted attempt). Then the ratio of list throughput split / one (budget ≥ 1.6 on a 2-core
 * machine) and the load average before and after: on a shared machine the other load shifts the figures.
 *
 * Emails are counted for the rows the run created only (bench/email-accounting.ts: a watermark taken before the
 * traffic; pending and failed apart from lost; sent + pending + failed + dead = created is checked). CPU: the
 * seconds each process used during the list reads (bench/cpu-sample.ts, /proc), as a share of the machine's
 * cores: this process (autocannon and the client loops), each product process (the HTTP processes counted),
 * Chromium, the PostgreSQL backends of the bench's database, and the rest of the machine — what bounds the
 * list throughput.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sampleFor } from '@cp/schemas/forms/samples';
import type { FormKey } from '@cp/schemas/forms/types';
import { freePort, startTestSmtp, type TestSmtp } from '../api/src/jobs/test-smtp-server';
import { cpuSeconds, cpuSnapshot, machineBusySeconds, treeOf, type CpuSnapshot } from './cpu-sample';
import { accountEmails, type EmailAccount } from './email-accounting';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const SECONDS = arg('seconds', 20);
const CONNECTIONS = arg('connections', 16);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Demo-pass-1!';
const BUDGET_RATIO = 1.6;

type Layout = 'one' | 'split';

interface Proc {
  child: ChildProcess;
  output: () => string;
}

function startProcess(env: Record<string, string>): Proc {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_ENV', 'METRICS_PORT', 'METRICS_TOKEN', 'STORAGE']) delete base[key];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output };
}

async function waitFor(what: string, proc: Proc, ready: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 2400; i++) {
    if (proc.child.exitCode !== null) throw new Error(`${what} exited:\n${proc.output().slice(-3000)}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready within 10 minutes:\n${proc.output().slice(-3000)}`);
}

async function stopProcess(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null) return;
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  await exited;
}

function client(base: string) {
  return async (
    method: string,
    url: string,
    o: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: unknown; bytes: number }> => {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: AbortSignal.timeout(120_000),
    });
    const buf = Buffer.from(await res.arrayBuffer());
    let json: unknown;
    try {
      json = JSON.parse(buf.toString('utf8'));
    } catch {
      json = undefined;
    }
    return { status: res.status, json, bytes: buf.length };
  };
}

interface RunResult {
  layout: Layout;
  listPerSecond: number;
  listP50: number;
  listP99: number;
  listErrors: number;
  mixed: Record<string, Record<number, number>>;
  firstErrors: string[];
  emails: EmailAccount;
  emailsReceived: number;
  cpu: CpuShares;
  jobsRetried: number;
  messagesAcceptedTwice: number;
  pdfJobs: number;
}

async function run(layout: Layout): Promise<RunResult> {
  const dbName = `cp_bench_scale_${layout}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const smtp: TestSmtp = await startTestSmtp();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const common = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    PORT: String(port),
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    LOG_LEVEL: 'warn',
  };
  const procs: Proc[] = [];
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle client ended from outside (another user's pg_terminate_backend on this shared server) is replaced
  // on the next query, not a crash of the bench.
  db.on('error', (err) => console.log(`  (bench pool: ${err.message})`));
  try {
    if (layout === 'one') {
      procs.push(startProcess({ ...common, ROLE: 'all', WEB_CONCURRENCY: '1', SEED_DEMO: 'true' }));
    } else {
      // The worker migrates and seeds; the web processes start once it has.
      const worker = startProcess({ ...common, ROLE: 'worker', SEED_DEMO: 'true', LOG_LEVEL: 'info' });
      procs.push(worker);
      await waitFor('the worker', worker, () => /job queue started/.test(worker.output()));
      procs.push(startProcess({ ...common, ROLE: 'web', WEB_CONCURRENCY: '2', SEED_DEMO: 'false' }));
    }
    const web = procs[procs.length - 1];
    await waitFor(
      'the web process',
      web,
      async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok ?? false,
    );
    const call = client(base);
    const login = await call('POST', '/api/User/login', {
      body: { email: 'superadmin@demo.test', password: PASSWORD },
    });
    const token = (login.json as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`Sign-in failed (${login.status}).`);

    // A unit whose contact takes invitations (as bench/soak.ts finds it).
    let unit: { companyId: string; divisionId?: string; contact: string } | undefined;
    const offered = await call('GET', '/api/v1/units/offered?kind=activations', { token });
    type UnitOption = { id: string; kind: string; parentId: string | null };
    for (const u of (offered.json as { data?: UnitOption[] } | undefined)?.data ?? []) {
      const contacts = await call('GET', `/api/v1/units/${u.id}/contacts`, { token });
      const contact = (contacts.json as { data?: { id: string }[] })?.data?.[0]?.id;
      if (!contact) continue;
      const candidate =
        u.kind === 'division'
          ? { companyId: u.parentId ?? '', divisionId: u.id, contact }
          : { companyId: u.id, contact };
      const probe = await call('POST', '/api/v1/activations/invite', {
        token,
        body: {
          email: 'scale-probe@example.test',
          company_id: candidate.companyId,
          division_id: candidate.divisionId,
          contacts: [contact],
        },
      });
      if (probe.status === 200) {
        unit = candidate;
        break;
      }
    }
    if (!unit) throw new Error('No unit of the demo data accepts activation invitations.');
    const inviteUnit = unit;

    const mixed: Record<string, Record<number, number>> = {};
    const firstErrors = new Map<string, string>();
    const count = (kind: string, status: number, json?: unknown) => {
      mixed[kind] ??= {};
      mixed[kind][status] = (mixed[kind][status] ?? 0) + 1;
      const message = (json as { message?: string } | undefined)?.message;
      if (status >= 400 && message && !firstErrors.has(`${kind} ${status}`))
        firstErrors.set(`${kind} ${status}`, message);
    };
    let stop = false;
    let seq = 0;
    // One cycle: a customer is invited, opens the link and submits; staff approve the record (emails to the
    // customer and the contact) and print its PDF (in the split layout a worker renders it).
    const loop = async () => {
      while (!stop) {
        try {
          const email = `scale-${layout}-${++seq}@example.test`;
          const invited = await call('POST', '/api/v1/activations/invite', {
            token,
            body: {
              email,
              company_id: inviteUnit.companyId,
              division_id: inviteUnit.divisionId,
              contacts: [inviteUnit.contact],
            },
          });
          count('invite', invited.status, invited.json);
          const id = (invited.json as { data?: { id?: string } })?.data?.id;
          if (!id) continue;
          const opened = await call('GET', '/api/CustomerActivation/getInvite', { headers: { id, email } });
          const formKey = (opened.json as { data?: { formKey?: FormKey } })?.data?.formKey;
          if (!formKey) continue;
          const sent = await call('POST', '/api/CustomerActivation/setInvite', {
            body: { _id: id, email, data: sampleFor(formKey) },
          });
          count('submission', sent.status, sent.json);
          if (stop || sent.status !== 200) continue;
          const approved = await call('POST', `/api/v1/activations/${id}/approve`, {
            token,
            body: { customerCode: `S${seq}`, contacts: [inviteUnit.contact], approvedAmount: '2,500' },
          });
          count('approval', approved.status, approved.json);
          if (stop) continue;
          const pdf = await call('GET', '/api/CustomerActivation/getPdf', { token, headers: { id } });
          count('pdf', pdf.status, pdf.json);
        } catch (err) {
          count(`error: ${(err as Error).message}`, 0);
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    };
    const listUrl = `${base}/api/v1/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'REVIEWED' }))}&range=[0,24]`;
    // Warm-up (not counted): the first requests compile and fill the pools of each process.
    await autocannon({
      url: listUrl,
      connections: 4,
      duration: 3,
      headers: { authorization: `Bearer ${token}` },
    });
    // The watermark: only Email log rows created from here on are the run's (not the demo data's, not the probe's).
    const mark = (await db.query<{ t: Date }>('select clock_timestamp() as t')).rows[0].t;
    const backends = async () =>
      (
        await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])
      ).rows.map((r) => r.pid);
    const pgBefore = await backends();
    const cpu0 = cpuSnapshot();
    const lanes = [loop(), loop()];
    const cannon = await autocannon({
      url: listUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    const cpu1 = cpuSnapshot();
    const pgAfter = await backends();
    stop = true;
    await Promise.all(lanes);
    const cpu = cpuShares(cpu0, cpu1, procs, [...pgBefore, ...pgAfter], cannon.requests.total);

    // Let the Email log drain: every email sent or given up, then compare with what SMTP received.
    for (let i = 0; i < 240; i++) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from email_messages where status = 'pending' and created_at >= $1`,
        [mark],
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const { rows: created } = await db.query<{ message_id: string | null; status: string }>(
      `select message_id, status from email_messages where created_at >= $1`,
      [mark],
    );
    const emails = accountEmails(
      created,
      smtp.messages.map((m) => m.messageId),
    );
    const retried = await db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where retry_count > 0 and name not like '__pgboss%'`,
    );
    const acceptedTwice = await db.query<{ n: number }>(
      `select count(*)::int as n from (select email_id from email_attempts where smtp_accepted is not null
         group by email_id having count(*) > 1) t`,
    );
    const pdfJobs = await db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'pdf-render'`,
    );
    const latency = cannon.latency as unknown as { p50: number; p99: number };
    return {
      layout,
      listPerSecond: cannon.requests.total / SECONDS,
      listP50: latency.p50,
      listP99: latency.p99,
      listErrors: cannon.non2xx + cannon.errors,
      mixed,
      firstErrors: [...firstErrors].map(([k, m]) => `${k}: ${m}`),
      emails,
      emailsReceived: smtp.messages.length,
      cpu,
      jobsRetried: retried.rows[0].n,
      messagesAcceptedTwice: acceptedTwice.rows[0].n,
      pdfJobs: pdfJobs.rows[0].n,
    };
  } finally {
    for (const p of [...procs].reverse()) await stopProcess(p);
    await db.end();
    await smtp.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

interface CpuShares {
  lines: string[];
  /** CPU seconds per list read of the product's HTTP side, PostgreSQL and the load generator (not Chromium) */
  perListRead: number;
  /** CPU seconds per list read of the HTTP node processes alone */
  httpPerListRead: number;
}

/**
 * Each group's CPU during the list reads, as a share of the machine's cores (100 % = all cores busy), and the
 * CPU one list read costs end to end (HTTP node processes + PostgreSQL + the load generator): on an otherwise
 * idle machine no layout serves more than cores / that cost per second.
 */
function cpuShares(
  a: CpuSnapshot,
  b: CpuSnapshot,
  procs: Proc[],
  pgPids: number[],
  listReads: number,
): CpuShares {
  const wall = (b.at - a.at) / 1000;
  const capacity = wall * availableParallelism();
  const pct = (s: number) => `${((100 * s) / capacity).toFixed(0)} %`;
  const lines: string[] = [];
  let accounted = 0;
  const add = (label: string, seconds: number) => {
    accounted += seconds;
    lines.push(`${label} ${seconds.toFixed(1)} s = ${pct(seconds)}`);
  };
  const generator = cpuSeconds(a, b, [process.pid]);
  add('bench process (autocannon + client loops)', generator);
  let http = 0;
  const roles = procs.length === 1 ? ['all'] : ['worker', 'web'];
  procs.forEach((p, i) => {
    const tree = treeOf(b, p.child.pid!);
    const chromium = tree.filter((pid) => /chrom|headless/i.test(b.procs.get(pid)?.comm ?? ''));
    const node = tree.filter((pid) => !chromium.includes(pid) && b.procs.get(pid)?.comm !== 'sh');
    const each = node.map((pid) => cpuSeconds(a, b, [pid]));
    const sum = each.reduce((x, y) => x + y, 0);
    if (roles[i] !== 'worker') http += sum;
    add(`${roles[i]} node ×${node.length} (${each.map((x) => x.toFixed(1)).join(' + ')} s)`, sum);
    if (chromium.length) add(`${roles[i]} chromium ×${chromium.length}`, cpuSeconds(a, b, chromium));
  });
  const postgres = cpuSeconds(a, b, pgPids);
  add(`postgres backends ×${new Set(pgPids).size}`, postgres);
  const busy = machineBusySeconds(a, b);
  lines.push(
    `rest of the machine ${Math.max(0, busy - accounted).toFixed(1)} s = ${pct(Math.max(0, busy - accounted))}`,
  );
  lines.push(`machine busy ${pct(busy)} of ${availableParallelism()} cores over ${wall.toFixed(1)} s`);
  const perListRead = listReads ? (http + postgres + generator) / listReads : NaN;
  lines.push(
    `per list read ${(perListRead * 1000).toFixed(2)} ms CPU (HTTP node + postgres + generator) → ceiling ` +
      `${(availableParallelism() / perListRead).toFixed(0)}/s on ${availableParallelism()} idle cores`,
  );
  return { lines, perListRead, httpPerListRead: listReads ? http / listReads : NaN };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const before = load();
console.log(
  `bench:scale — ${SECONDS} s of list reads at ${CONNECTIONS} connections with mixed traffic, on PostgreSQL; ` +
    `${availableParallelism()} cores, load average before: ${before}`,
);
const results: RunResult[] = [];
for (const layout of ['one', 'split'] as const) {
  console.log(
    `\n${layout === 'one' ? 'one process with everything (ROLE=all)' : 'two web processes + one worker'} …`,
  );
  const r = await run(layout);
  results.push(r);
  console.log(
    `  list reads ${r.listPerSecond.toFixed(1)}/s (p50 ${r.listP50} ms, p99 ${r.listP99} ms, errors ${r.listErrors})`,
  );
  console.log(
    `  mixed: ${Object.entries(r.mixed)
      .map(([k, s]) => `${k} ${JSON.stringify(s)}`)
      .join(', ')}; pdf-render jobs ${r.pdfJobs}`,
  );
  if (r.firstErrors.length) console.log(`  first refusals: ${r.firstErrors.join('; ')}`);
  const e = r.emails;
  console.log(
    `  emails the run created ${e.created}: sent ${e.sent} + pending ${e.pending} + failed ${e.failed} + dead ${e.dead}` +
      `${e.other ? ` + other ${e.other}` : ''} ${e.addsUp ? '(adds up)' : '(DOES NOT ADD UP)'}; ` +
      `${r.emailsReceived} received by SMTP (all, with the probe's); lost ${e.lost}, doubled ${e.doubled}; ` +
      `jobs done more than once: ${r.jobsRetried} retried, ${r.messagesAcceptedTwice} messages accepted twice`,
  );
  console.log(`  CPU during the list reads: ${r.cpu.lines.join('; ')}`);
  console.log(`  load average now: ${load()}`);
}
const [one, split] = results;
const ratio = split.listPerSecond / one.listPerSecond;
console.log(
  `\nlist reads: split ${split.listPerSecond.toFixed(1)}/s vs one ${one.listPerSecond.toFixed(1)}/s = ratio ${ratio.toFixed(2)} ` +
    `(budget ≥ ${BUDGET_RATIO}: ${ratio >= BUDGET_RATIO ? 'met' : 'NOT met'}); emails lost ${one.emails.lost + split.emails.lost}, ` +
    `doubled ${one.emails.doubled + split.emails.doubled}, jobs done more than once ${one.jobsRetried + split.jobsRetried + one.messagesAcceptedTwice + split.messagesAcceptedTwice} (budget 0 each)`,
);
// What the CPU supports, from the CPU costs (less sensitive to the other load than the rates): the split layout
// can at best fill the cores with list reads at its own cost per read; the one process is also held to one core
// for its own JavaScript (one event loop).
const cores = availableParallelism();
const splitCeiling = cores / split.cpu.perListRead;
const oneCeiling = Math.min(cores / one.cpu.perListRead, 1 / one.cpu.httpPerListRead);
console.log(
  `CPU ceilings: split ${splitCeiling.toFixed(0)}/s (${cores} cores / ${(split.cpu.perListRead * 1000).toFixed(2)} ms per read), ` +
    `one ${oneCeiling.toFixed(0)}/s (min of ${cores} cores / ${(one.cpu.perListRead * 1000).toFixed(2)} ms and 1 core / ` +
    `${(one.cpu.httpPerListRead * 1000).toFixed(2)} ms of its node process) → the ratio the CPU supports ≈ ` +
    `${(splitCeiling / oneCeiling).toFixed(2)} (Chromium renders and other processes come out of the split's share)`,
);
console.log(
  `load average before ${before}, after ${load()} (other processes on this machine shift these figures)`,
);
process.exit(0);
