/**
 * Authorisation matrix (issue 11): every route of the app's route table (walked from the Express router)
 * × anonymous / READ ONLY / ADMIN / SUPER ADMIN (staff at company and at division level) × targets in
 * the actor's own company, own division and another unit (for the company and division administration:
 * units of the kind inside and outside the actor's own). The expected answer of each case comes from
 * the route's row in policy.ts and the CASL rules (schemas/src/permissions); refused writes are read
 * back unchanged (triggers note every change of a table a call could touch; none may follow a refusal). A route without a
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

/**
 * Every table a call could change, and what of its rows counts (the whole row, or for jobs, files and chunks
 * the columns named): a refused write must leave each one as it was. Triggers note each committed change of
 * what counts in a log table (a rolled-back change leaves no note), so one short query before and after a
 * call tells whether it changed any of them, where hashing every table twice per refused write cost a third
 * of the matrix's time. Stricter than comparing hashes only for a row changed and changed back within a call.
 */
const WATCHED: [table: string, row: string][] = [
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
];

/** The triggers that note, in authz_writes, each insert, delete and update (of what counts) of a WATCHED table. */
async function watchWrites(db: TestApp['ctx']['db']) {
  await db.execute(
    sql.raw(`create table authz_writes (n bigserial primary key, tbl text not null);
      create function authz_note_write() returns trigger language plpgsql as $$
        begin insert into authz_writes (tbl) values (TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME); return null; end $$`),
  );
  for (const [table, row] of WATCHED) {
    const name = `authz_${table.replace('.', '_')}`;
    const of = (alias: string) => (row === 't' ? `${alias}` : row.replaceAll('t.', `${alias}.`));
    await db.execute(
      sql.raw(`create trigger ${name}_w after insert or delete on ${table}
          for each row execute function authz_note_write();
        create trigger ${name}_u after update on ${table}
          for each row when ((${of('old')})::text is distinct from (${of('new')})::text)
          execute function authz_note_write()`),
    );
  }
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The last write noted so far. */
const writeMark = async () =>
  Number((await rowsOf<{ n: string }>(sql`select coalesce(max(n), 0) as n from authz_writes`))[0].n);
/** The WATCHED tables written since the mark. */
const writtenSince = async (mark: number) =>
  (
    await rowsOf<{ tbl: string }>(sql`select distinct tbl from authz_writes where n > ${mark} order by tbl`)
  ).map((r) => r.tbl);

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
  world = await buildMatrixWorld(t);
  await watchWrites(t.ctx.db);
  server = t.app.listen(0);
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
});

const timing = { readBack: 0, send: 0 };

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
    .replace(':requestId', target.requestId ?? '00000000-0000-0000-0000-000000000000')
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

  it('notes a changed row of a watched table, and neither an unchanged one nor a rolled-back change', async () => {
    const db = t.ctx.db;
    const mark = await writeMark();
    await db.execute(sql`update users set first_name = first_name`);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update units set name = name || '!'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await writtenSince(mark)).toEqual([]);
    const [user] = await rowsOf<{ id: string; first_name: string }>(
      sql`select id, first_name from users limit 1`,
    );
    await db.execute(sql`update users set first_name = ${user.first_name + '!'} where id = ${user.id}`);
    await db.execute(sql`update users set first_name = ${user.first_name} where id = ${user.id}`);
    expect(await writtenSince(mark)).toEqual(['public.users']);
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
          const before = !outcome.allowed && write ? await writeMark() : undefined;
          timing.readBack += Date.now() - t0;
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
            if (before !== undefined) {
              tally.writesReadBack++;
              t0 = Date.now();
              const changed = await writtenSince(before);
              timing.readBack += Date.now() - t0;
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
        `(${(timing.send / 1000).toFixed(1)} s in calls, ${(timing.readBack / 1000).toFixed(1)} s reading back)`,
    );
    expect(failures).toEqual([]);
    if (!ONLY) expect(tally.cases).toBeGreaterThanOrEqual(1000);
  }, 300_000);
});
