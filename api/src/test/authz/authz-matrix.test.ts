/**
 * Authorisation matrix (issue 11): every route of the app's route table (walked from the Express router)
 * × anonymous / READ ONLY / ADMIN / SUPER ADMIN (staff at company and at division level) × targets in
 * the actor's own company, own division and another unit (for the company and division administration:
 * units of the kind inside and outside the actor's own). The expected answer of each case comes from
 * the route's row in policy.ts and the CASL rules (schemas/src/permissions); refused writes are read
 * back unchanged (every table a call could touch hashes the same before and after). A route without a
 * policy row fails the suite with the list of missing rows.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { subject, type Action, type SubjectName } from '@cp/schemas/permissions/ability';
import { EMAIL_TEMPLATE_NAMES } from '@cp/templates';
import { createApp } from '../../app';
import { createTestApp, type TestApp } from '../../auth/testing';
import { samplePdf } from '../documents';
import { routeTable, type RouteEntry } from '../route-table';
import { POLICY } from './policy';
import {
  buildMatrixWorld,
  isUnitLabel,
  nextSeq,
  UNIT_LABELS,
  UNITS_OF_KIND,
  type Actor,
  type CallContext,
  type MatrixCall,
  type MatrixWorld,
  type Target,
} from './world';

interface Need {
  kind: 'public' | 'link' | 'signed-in' | 'type' | 'record' | 'unit' | 'list';
  action?: Action;
  subject?: SubjectName;
  refused: number;
}

function parseNeed(text: string): Need {
  const [main, override] = text.split(' !');
  const refused = override ? Number(override) : 403;
  if (main === 'public' || main === 'link' || main === 'signed-in') return { kind: main, refused };
  const m = /^(\w+) (\w+)(@record|@unit)?$/.exec(main);
  if (!m) throw new Error(`policy: cannot read need '${text}'`);
  const [, action, subj, on] = m;
  const kind = action === 'list' ? 'list' : on === '@record' ? 'record' : on === '@unit' ? 'unit' : 'type';
  return { kind, action: action as Action, subject: subj as SubjectName, refused };
}

type Outcome = { allowed: true; lists?: boolean } | { allowed: false; status: number };

/** What the CASL rules say the actor gets from a call on the target. */
function expected(need: Need, actor: Actor, target: Target, label: string): Outcome {
  if (need.kind === 'public') return { allowed: true };
  if (need.kind === 'link') return label === 'UWL' ? { allowed: false, status: 404 } : { allowed: true };
  const ability = actor.ability;
  if (!ability) return { allowed: false, status: 401 };
  if (need.kind === 'signed-in') return { allowed: true };
  const action = need.action as Action;
  const name = need.subject as SubjectName;
  const record = subjectOf(name, target);
  if (need.kind === 'list') return { allowed: true, lists: ability.can('read', record) };
  if (need.kind === 'type')
    return ability.can(action, name) ? { allowed: true } : { allowed: false, status: need.refused };
  if (need.kind === 'unit') {
    if (!ability.can(action, name)) return { allowed: false, status: 403 };
    return ability.can(action, record) ? { allowed: true } : { allowed: false, status: need.refused };
  }
  if (!ability.can('read', record)) return { allowed: false, status: 404 };
  return ability.can(action, record) ? { allowed: true } : { allowed: false, status: need.refused };
}

/** The target as a CASL subject of the need's type (a unit target's id is the unit's). */
function subjectOf(name: SubjectName, target: Target) {
  switch (name) {
    case 'User':
      return subject('User', { id: target.id });
    case 'Company':
      return subject('Company', { id: target.id });
    case 'Division':
      return subject('Division', { id: target.id, parentId: target.companyId });
    case 'Contact':
    case 'DenialCode':
      return subject(name, { unitId: target.id });
    default:
      return subject(name as 'Application', { companyId: target.companyId, divisionId: target.divisionId });
  }
}

/** Every table a call could change, hashed: a refused write must leave each one as it was. */
const TABLE_HASHES = sql.raw(
  [
    ['submissions', 't'],
    ['users', 't'],
    ['user_units', 't'],
    ['email_messages', 't'],
    // The jobs a call enqueued (e-signature sends and reminders are jobs of their own, not Email log rows).
    ['pgboss.job', '(t.name, t.id)'],
    ['files', '(t.id, t.name, t.owner_id, t.sha256)'],
    ['file_chunks', '(t.file_id, t.n)'],
    ['units', 't'],
    ['contacts', 't'],
    ['denial_codes', 't'],
    ['submission_duplicates', 't'],
    ['password_resets', 't'],
  ]
    .map(
      ([table, row]) =>
        `(select md5(coalesce(string_agg(${row}::text, '|' order by ${row}::text), '')) from ${table} t) as ${table.replace('.', '_')}`,
    )
    .join(', '),
);

/** AUTHZ_ROUTES=<regex> runs the routes it matches only (while writing a row); CI runs them all. */
const ONLY = process.env.AUTHZ_ROUTES ? new RegExp(process.env.AUTHZ_ROUTES) : undefined;

let t: TestApp;
let world: MatrixWorld;
/** One listening server for the whole matrix (supertest on the app would start and stop one per call). */
let server: Server;

beforeAll(async () => {
  t = await createTestApp();
  // Built front ends (an index.html each), so their routes answer as they do in production.
  const dist = mkdtempSync(join(tmpdir(), 'authz-front-ends-'));
  for (const app of ['forms', 'admin']) {
    mkdirSync(join(dist, app));
    writeFileSync(join(dist, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  t.app = createApp(t.ctx, {
    frontEndDirs: { formsDist: join(dist, 'forms'), adminDist: join(dist, 'admin') },
  });
  world = unchangedAfterReuse(await buildMatrixWorld(t));
  server = t.app.listen(0);
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
});

const timing = { hash: 0, target: 0, send: 0 };
/**
 * The tables' hashes read back after the last refused write, while nothing has run since that could have
 * changed a table: the next refused write starts from them instead of reading every table again.
 */
let lastHashes: Record<string, string> | undefined;

/** The world, its calls that make a record or a session forgetting lastHashes (a first use makes one too). */
function unchangedAfterReuse(w: MatrixWorld): MatrixWorld {
  const seen = new Set<string>();
  const making =
    <A extends unknown[], R>(name: string, fn: (...a: A) => Promise<R>) =>
    (...a: A) => {
      const key = `${name} ${JSON.stringify(a.slice(0, -1))}`;
      if (a.at(-1) !== false || !seen.has(key)) lastHashes = undefined;
      seen.add(key);
      return fn(...a);
    };
  return {
    ...w,
    record: making('record', w.record),
    invited: making('invited', w.invited),
    unitTarget: making('unitTarget', w.unitTarget),
    invitedUser: making('invitedUser', w.invitedUser),
    signIn: making('signIn', w.signIn),
  };
}
const hashes = async () =>
  ((await t.ctx.db.execute(sql`select ${TABLE_HASHES}`)) as unknown as { rows: Record<string, string>[] })
    .rows[0];

/** The targets a need is aimed at, by label. */
function labelsOf(need: Need, path: string, call: MatrixCall): string[] {
  if (call.unit) return UNITS_OF_KIND[call.unit];
  if (need.subject === 'User') return ['self', 'other user'];
  if (need.kind === 'link' || need.subject === 'Application' || need.subject === 'Activation')
    return UNIT_LABELS;
  if (/:id/.test(path) && path.startsWith('/api/v1/units')) return UNIT_LABELS;
  return ['-'];
}

const kindOfPath = (path: string) =>
  /CustomerActivation|activations/.test(path) ? 'Activation' : 'Application';

async function targetOf(
  need: Need,
  route: RouteEntry,
  call: MatrixCall,
  actor: Actor,
  label: string,
  fresh: boolean,
): Promise<Target> {
  if (need.subject === 'User')
    return label === 'self' && actor.user
      ? { id: actor.user.id, email: actor.email, number: '', fileId: '', companyId: '', divisionId: null }
      : world.invitedUser(fresh);
  const kind =
    need.subject === 'Activation' || need.subject === 'Application' ? need.subject : kindOfPath(route.path);
  const unitLabel = isUnitLabel(label) ? label : 'CPG';
  if (call.unit) return world.unitTarget(unitLabel, fresh);
  if (need.kind === 'link') {
    const record = await world.invited(kind, unitLabel, fresh);
    // A forged link: another unit's record with an email it was not sent to.
    return label === 'UWL' ? { ...record, email: 'forger@example.test' } : record;
  }
  if (need.kind === 'unit' || route.path.startsWith('/api/v1/units/')) {
    const u = world.unit(unitLabel);
    const record = await world.record(kind, 'CPG', false);
    return { ...record, id: u.divisionId ?? u.companyId, companyId: u.companyId, divisionId: u.divisionId };
  }
  if (need.subject === 'EmailLog')
    return { ...(await world.record('Application', 'CPG', false)), id: world.emailId };
  return call.invited ? world.invited(kind, unitLabel, fresh) : world.record(kind, unitLabel, fresh);
}

function pathFor(route: RouteEntry, target: Target): string {
  if (route.path.startsWith('/^')) return '/login';
  return route.path
    .replace('{*rest}', 'some/page')
    .replace(':fileId', target.fileId || '00000000-0000-0000-0000-000000000000')
    .replace(':contactId', target.contactId ?? '')
    .replace(':codeId', target.codeId ?? '')
    .replace(':name', EMAIL_TEMPLATE_NAMES[0])
    .replace(':id', target.id);
}

interface CaseResult {
  status: number;
  text: string;
  contentType: string;
}

const jsonOf = (text: string): { success?: unknown; message?: unknown } | undefined => {
  try {
    return JSON.parse(text) as { success?: unknown; message?: unknown };
  } catch {
    return undefined;
  }
};

async function send(route: RouteEntry, call: MatrixCall, token: string, c: CallContext, path: string) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let req = supertest(server)[method](path).set('id', c.id);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(call.headers?.(c) ?? {})) req = req.set(k, v);
  if (call.query) req = req.query(call.query(c));
  const body = call.body?.(c);
  if (call.upload) {
    for (const [k, v] of Object.entries(body ?? {})) req = req.field(k, String(v));
    const file =
      call.upload === true
        ? { field: 'TradeReferenceDocument', fileName: 'refs.pdf', data: samplePdf() }
        : call.upload;
    req = req.attach(file.field, file.data, file.fileName);
  } else if (body) req = req.send(body);
  const res = await req;
  return {
    status: res.status,
    text: res.text ?? '',
    contentType: String(res.headers['content-type'] ?? ''),
  } satisfies CaseResult;
}

describe('authorisation matrix', () => {
  it('has a policy row for every route, and each variant row is of a route', () => {
    const keys = routeTable(t.app).map((r) => `${r.method} ${r.path}`);
    const missing = keys.filter((key) => !(key in POLICY));
    expect(missing, 'add a row to api/src/test/authz/policy.ts for each').toEqual([]);
    const strays = Object.keys(POLICY).filter((k) => k.includes(' #') && !keys.includes(k.split(' #')[0]));
    expect(strays, 'a variant row names a route that does not exist').toEqual([]);
  });

  it('answers every route × role × unit as the CASL rules say, and refused writes change nothing', async () => {
    const routes = routeTable(t.app).filter(
      (r) => `${r.method} ${r.path}` in POLICY && (!ONLY || ONLY.test(`${r.method} ${r.path}`)),
    );
    const failures: string[] = [];
    const tally = { cases: 0, allowed: 0, refused: 0, writesReadBack: 0 };
    const started = Date.now();
    // A route's own row, then its variant rows ('METHOD /path #variant').
    const rows = routes.flatMap((route) => {
      const key = `${route.method} ${route.path}`;
      return [key, ...Object.keys(POLICY).filter((k) => k.startsWith(`${key} #`))].map((k) => ({
        route,
        name: k,
        row: POLICY[k],
      }));
    });
    for (const { route, name, row } of rows) {
      const [needText, call] = Array.isArray(row) ? row : [row, {}];
      const need = parseNeed(needText);
      for (const actor of world.actors) {
        for (const label of labelsOf(need, route.path, call)) {
          const write = route.method !== 'GET';
          const probe = await targetOf(need, route, call, actor, label, false);
          const outcome = expected(need, actor, probe, label);
          // An allowed write gets a record of its own, so it cannot spoil the next case.
          const target =
            outcome.allowed && write ? await targetOf(need, route, call, actor, label, true) : probe;
          const unit = world.unit(isUnitLabel(label) ? label : 'CPG');
          const c: CallContext = {
            id: target.id,
            email: target.email,
            number: target.number,
            unitBody: {
              company_id: unit.companyId,
              ...(unit.divisionId ? { division_id: unit.divisionId } : {}),
            },
            unitIds: { companyId: unit.companyId, divisionId: unit.divisionId },
            contactIds: unit.contactIds,
            actorEmail: actor.email,
            refreshToken: '',
            seq: nextSeq(),
          };
          let token = actor.token;
          if (call.session === 'fresh' && actor.user) {
            const session = await world.signIn(actor);
            token = session.token;
            c.refreshToken = session.refreshToken;
          }
          let t0 = Date.now();
          const before = !outcome.allowed && write ? (lastHashes ?? (await hashes())) : undefined;
          lastHashes = undefined;
          timing.hash += Date.now() - t0;
          t0 = Date.now();
          const res = await send(route, call, token, c, pathFor(route, target));
          timing.send += Date.now() - t0;
          tally.cases++;
          const where = `${name} as ${actor.name} on ${label}`;
          const got = `${res.status} ${res.text.slice(0, 160)}`;
          if (res.status >= 500) failures.push(`${where}: ${got}`);
          else if (outcome.allowed) {
            tally.allowed++;
            const okStatus = (res.status >= 200 && res.status < 300) || (call.ok ?? []).includes(res.status);
            if (!okStatus) failures.push(`${where}: expected allowed, got ${got}`);
            if (outcome.lists !== undefined && outcome.lists !== res.text.includes(target.id))
              failures.push(`${where}: the list ${outcome.lists ? 'misses' : 'leaks'} the record`);
          } else {
            tally.refused++;
            if (res.status !== outcome.status)
              failures.push(`${where}: expected ${outcome.status}, got ${got}`);
            if (res.text.includes(target.number || 'no-number') && target.number)
              failures.push(`${where}: the refusal names the record`);
            const onRecord = need.subject === 'Application' || need.subject === 'Activation';
            if (onRecord && need.kind !== 'link' && target.email && res.text.includes(target.email))
              failures.push(`${where}: the refusal shows the customer's email`);
            // The API's refusals are its JSON envelope; a 403 carries the call's §8 message.
            const body = jsonOf(res.text);
            if (route.path.startsWith('/api/') && (!/json/.test(res.contentType) || body?.success !== false))
              failures.push(`${where}: the refusal is not { success: false } JSON: ${got}`);
            if (res.status === 403 && call.refusal && body?.message !== call.refusal)
              failures.push(`${where}: expected the message '${call.refusal}', got ${got}`);
            if (before) {
              tally.writesReadBack++;
              t0 = Date.now();
              const after = await hashes();
              timing.hash += Date.now() - t0;
              lastHashes = after;
              const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
              if (changed.length) failures.push(`${where}: refused but changed ${changed.join(', ')}`);
            }
          }
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `authz matrix: ${tally.cases} cases over ${rows.length} rows (${routes.length} routes) × ${world.actors.length} actors in ${seconds} s; ` +
        `${tally.allowed} allowed, ${tally.refused} refused (${tally.writesReadBack} refused writes read back); ${failures.length} failures ` +
        `(${(timing.send / 1000).toFixed(1)} s in calls, ${(timing.hash / 1000).toFixed(1)} s reading back)`,
    );
    expect(failures).toEqual([]);
    if (!ONLY) expect(tally.cases).toBeGreaterThanOrEqual(1000);
  }, 300_000);
});
