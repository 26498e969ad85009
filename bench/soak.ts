/**
 * npm run bench:soak [-- --seconds 60 --rate 30] — figures, not a test (issue 11).
 *
 * Starts the product (api/src/main.ts with the demo data and the job workers) on a throw-away PGlite
 * data directory, or on DATABASE_URL when set, and holds mixed traffic at a fixed rate for a set time:
 * sign-ins, list pages, record details, customer link opens, invitations and customer submissions. The
 * rate is open-loop (a request is sent on schedule whether or not earlier ones have answered), so a slow
 * server shows as latency, not as a lower rate. Prints errors (answers >= 400 and calls without an
 * answer), p50 / p99 / max latency overall and per kind, and the server's resident memory after warm-up,
 * at the end and at its highest (RSS of the server process, from /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleFor } from '@cp/schemas/forms/samples';
import type { FormKey } from '@cp/schemas/forms/types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const SECONDS = arg('seconds', 60);
const RATE = arg('rate', 30);
const PORT = arg('port', 3171);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Demo-pass-1!';
const ACCOUNTS = ['superadmin@demo.test', 'admin@demo.test', 'readonly@demo.test'];
/** The traffic mix: weights of each kind of request. */
const MIX: [Kind, number][] = [
  ['login', 10],
  ['list', 30],
  ['details', 20],
  ['portal load', 20],
  ['invite', 10],
  ['submission', 10],
];
type Kind = 'login' | 'list' | 'details' | 'portal load' | 'invite' | 'submission';

interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

function startServer(): { child: ChildProcess; cleanUp: () => void; where: string } {
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'cp-soak-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['SMTP_URL', 'NODE_ENV']) delete env[key];
  Object.assign(env, {
    PORT: String(PORT),
    PUBLIC_ORIGIN: `http://localhost:${PORT}`,
    WEB_CONCURRENCY: '1',
    RUN_WORKER: 'true',
    SEED_DEMO: 'true',
    // Every sign-in comes from this one address: the limits are not what is measured here.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    LOG_LEVEL: 'warn',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    child,
    cleanUp: () => dataDir && rmSync(dataDir, { recursive: true, force: true }),
    where: dataDir ? `PGlite in ${dataDir}` : 'DATABASE_URL',
  };
}

async function waitReady(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('The server exited before it was ready.');
    const res = await fetch(`${BASE}/readyz`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become ready within 5 minutes.');
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function call(
  method: string,
  url: string,
  o: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(BASE + url, {
    method,
    headers: {
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
}

async function signIn(email: string): Promise<string> {
  const res = await call('POST', '/api/User/login', { body: { email, password: PASSWORD } });
  const token = (res.json as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`Sign-in of ${email} failed (${res.status}).`);
  return token;
}

interface World {
  token: string;
  ids: { applications: string[]; activations: string[] };
  unit: { companyId: string; divisionId?: string; contacts: string[] };
  links: { id: string; email: string; formKey?: FormKey }[];
}

async function prepare(): Promise<World> {
  const token = await signIn('superadmin@demo.test');
  const ids = { applications: [] as string[], activations: [] as string[] };
  for (const resource of ['applications', 'activations'] as const) {
    for (const status of ['NEW', 'PENDING', 'REVIEWED']) {
      const filter = encodeURIComponent(JSON.stringify({ status }));
      const res = await call('GET', `/api/v1/${resource}?filter=${filter}&range=[0,49]`, { token });
      for (const row of (res.json as { id: string }[]) ?? []) ids[resource].push(row.id);
    }
  }
  const offered = await call('GET', '/api/v1/units/offered?kind=activations', { token });
  type UnitOption = { id: string; kind: string; parentId: string | null };
  const units = (offered.json as { data?: UnitOption[] } | undefined)?.data ?? [];
  for (const u of units) {
    const contacts = await call('GET', `/api/v1/units/${u.id}/contacts`, { token });
    const list = ((contacts.json as { data?: { id: string }[] })?.data ?? []).map((c) => c.id);
    if (!list.length) continue;
    const unit =
      u.kind === 'division'
        ? { companyId: u.parentId ?? '', divisionId: u.id, contacts: list.slice(0, 1) }
        : { companyId: u.id, contacts: list.slice(0, 1) };
    const probe = await call('POST', '/api/v1/activations/invite', {
      token,
      body: {
        email: 'soak-probe@example.test',
        company_id: unit.companyId,
        division_id: unit.divisionId,
        contacts: unit.contacts,
      },
    });
    if (probe.status === 200) return { token, ids, unit, links: [] };
  }
  throw new Error('No unit of the demo data accepts activation invitations.');
}

async function main(): Promise<void> {
  const { child, cleanUp, where } = startServer();
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => (stop(), cleanUp(), process.exit(130)));
  try {
    console.log(`Starting the product (${where}) …`);
    await waitReady(child);
    const world = await prepare();
    const pid = child.pid as number;
    console.log(
      `Holding ${RATE} requests/s for ${SECONDS} s: ${MIX.map(([k, w]) => `${k} ${w}%`).join(', ')} …`,
    );
    const samples: Sample[] = [];
    const failures = new Map<string, number>();
    const rss: { at: number; mb: number }[] = [];
    const total = MIX.reduce((s, [, w]) => s + w, 0);
    const pick = (i: number): Kind => {
      // A fixed, evenly spread sequence (not random), so two runs send the same traffic.
      let slot = ((i * 37) % total) + 0.5;
      for (const [kind, weight] of MIX) if ((slot -= weight) < 0) return kind;
      return 'list';
    };
    let seq = 0;
    const one = async (kind: Kind, i: number): Promise<number> => {
      const { token, ids, unit, links } = world;
      switch (kind) {
        case 'login':
          return (
            await call('POST', '/api/User/login', {
              body: { email: ACCOUNTS[i % ACCOUNTS.length], password: PASSWORD },
            })
          ).status;
        case 'list': {
          const resource = i % 2 ? 'applications' : 'activations';
          const status = ['NEW', 'PENDING', 'REVIEWED'][i % 3];
          const filter = encodeURIComponent(JSON.stringify(i % 5 ? { status } : { status, q: 'freight' }));
          return (await call('GET', `/api/v1/${resource}?filter=${filter}&range=[0,24]`, { token })).status;
        }
        case 'details': {
          const resource = i % 2 ? 'applications' : 'activations';
          const list = ids[resource];
          return (await call('GET', `/api/v1/${resource}/${list[i % list.length]}`, { token })).status;
        }
        case 'portal load': {
          const link = links[links.length - 1 - (i % Math.max(links.length, 1))];
          if (!link) return one('invite', i);
          const res = await call('GET', '/api/CustomerActivation/getInvite', {
            headers: { id: link.id, email: link.email },
          });
          link.formKey = (res.json as { data?: { formKey?: FormKey } })?.data?.formKey ?? link.formKey;
          return res.status;
        }
        case 'invite': {
          const email = `soak-${++seq}@example.test`;
          const res = await call('POST', '/api/v1/activations/invite', {
            token,
            body: {
              email,
              company_id: unit.companyId,
              division_id: unit.divisionId,
              contacts: unit.contacts,
            },
          });
          const id = (res.json as { data?: { id?: string } })?.data?.id;
          if (id) links.push({ id, email });
          return res.status;
        }
        case 'submission': {
          const index = links.findIndex((l) => l.formKey);
          if (index < 0) return one('portal load', i);
          const [link] = links.splice(index, 1);
          return (
            await call('POST', '/api/CustomerActivation/setInvite', {
              body: { _id: link.id, email: link.email, data: sampleFor(link.formKey as FormKey) },
            })
          ).status;
        }
      }
    };
    const fire = async (i: number) => {
      const kind = pick(i);
      const started = performance.now();
      let status = 0;
      try {
        status = await one(kind, i);
      } catch (err) {
        // fetch's own message is 'fetch failed'; the cause says what failed (a connect timeout, a reset).
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        const key = `${kind}: ${cause ?? (err as Error).message}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      samples.push({ kind, ms: performance.now() - started, status });
      if (status >= 400) failures.set(`${kind}: ${status}`, (failures.get(`${kind}: ${status}`) ?? 0) + 1);
    };

    const started = performance.now();
    const planned = Math.round(SECONDS * RATE);
    const pending: Promise<void>[] = [];
    const sampler = setInterval(() => rss.push({ at: performance.now() - started, mb: rssMb(pid) }), 1000);
    rss.push({ at: 0, mb: rssMb(pid) });
    for (let i = 0; i < planned; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(fire(i));
    }
    const sending = (performance.now() - started) / 1000;
    await Promise.all(pending);
    clearInterval(sampler);
    rss.push({ at: performance.now() - started, mb: rssMb(pid) });
    const elapsed = (performance.now() - started) / 1000;
    report({ samples, failures, rss, elapsed, sending, planned });
  } finally {
    stop();
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    cleanUp();
  }
}

function report(o: {
  samples: Sample[];
  failures: Map<string, number>;
  rss: { at: number; mb: number }[];
  elapsed: number;
  sending: number;
  planned: number;
}): void {
  const { samples, failures, rss } = o;
  const errors = [...failures.values()].reduce((s, n) => s + n, 0);
  const line = (label: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    return `  ${label.padEnd(12)} ${String(list.length).padStart(6)}  p50 ${pct(ms, 50).toFixed(1).padStart(7)} ms  p99 ${pct(ms, 99).toFixed(1).padStart(7)} ms  max ${(ms[ms.length - 1] ?? NaN).toFixed(1).padStart(7)} ms`;
  };
  console.log(
    `\nSent ${samples.length} of ${o.planned} planned requests over ${o.sending.toFixed(1)} s ` +
      `(${(samples.length / o.sending).toFixed(1)} req/s); the last answer came ${o.elapsed.toFixed(1)} s after the first request. ` +
      `Load average of this machine: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores.`,
  );
  console.log(
    `Errors: ${errors}${errors ? ` (${[...failures].map(([k, n]) => `${k} × ${n}`).join(', ')})` : ''}`,
  );
  console.log('Latency (request to full answer):');
  console.log(line('all', samples));
  for (const [kind] of MIX)
    console.log(
      line(
        kind,
        samples.filter((s) => s.kind === kind),
      ),
    );
  // Memory after a warm-up of a tenth of the run (first compilations, caches, pools) against the end.
  const warm = rss.find((r) => r.at >= (o.elapsed * 1000) / 10) ?? rss[0];
  const end = rss[rss.length - 1];
  const max = Math.max(...rss.map((r) => r.mb));
  console.log(
    `Server RSS: ${rss[0].mb.toFixed(0)} MB at the start, ${warm.mb.toFixed(0)} MB after warm-up, ` +
      `${end.mb.toFixed(0)} MB at the end (growth after warm-up ${(end.mb - warm.mb >= 0 ? '+' : '') + (end.mb - warm.mb).toFixed(0)} MB), highest ${max.toFixed(0)} MB.`,
  );
}

await main();
