/**
 * Fault suite (issue 11, TEST_DB=postgres only): the API runs as a child process on a fresh PostgreSQL
 * database; 30 customers submit their activations and a super admin approves 15 applications, all at
 * once, and the process is killed with SIGKILL while they are in flight. After a restart: every
 * acknowledged (2xx) submission and approval is whole (status, number, data, emails and audit written
 * together), every record is either wholly done or untouched, application numbers are unique, and the
 * calls that got no answer succeed when the clients retry.
 */
import { sql } from 'drizzle-orm';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createTestUser, TEST_PASSWORD } from '../../auth/testing';
import { submissions } from '../../db/schema';
import { seedApplicationWorld } from '../application-world';
import { freePort, startApi as spawnApi, type ApiProcess } from '../spawn-api';
import { createTestDb, type TestDatabase } from '../test-db';

const onPostgres = process.env.TEST_DB === 'postgres';
// Small volumes (issue 26: each fault suite under 60 s): enough that both kinds are in flight at the kill.
const SUBMISSIONS = 30;
const APPROVALS = 15;
/** The process is killed once this many calls have been acknowledged (or after KILL_AFTER_MS). */
const KILL_AFTER_ACKS = 12;
const KILL_AFTER_MS = 8_000;

async function startApi(port: number, databaseUrl: string): Promise<ApiProcess> {
  return spawnApi({
    env: {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      SEED_DEMO: 'false',
      // Emails stay in the Email log, where the test reads them.
      RUN_WORKER: 'false',
      WEB_CONCURRENCY: '1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      SESSION_SECRET: 'kill-test-secret-kill-test-secret-0123456789',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    ready: { readyz: port },
    timeoutMs: 60_000,
  });
}

let t: TestDatabase | undefined;
let api: ApiProcess | undefined;
afterAll(async () => {
  if (api?.child.exitCode === null) {
    api.child.kill('SIGTERM');
    await api.exited;
  }
  await t?.close();
});

type Answer =
  { status: number; retryAfter: number; body: { data?: { applicationNumber?: string } } } | 'no answer';
/** How often a retrying client tries again on a 503 after the restart. */
const RETRIES = 10;

describe.skipIf(!onPostgres)('kill -9 of the API under concurrent submissions and approvals', () => {
  it('loses no acknowledged call, half-writes nothing and keeps numbers unique', async () => {
    t = await createTestDb();
    const db = t.db;
    const w = await seedApplicationWorld(db);
    const staff = await createTestUser(db, { security: 'SUPER ADMIN', maximumApprovalAmount: 1_000_000 });
    const common = { companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] };
    const activations = await db
      .insert(submissions)
      .values(
        Array.from({ length: SUBMISSIONS }, (_, i) => ({
          ...common,
          form: 'customer-activation' as const,
          formFamily: 'activation-cpg',
          status: 'SENT' as const,
          email: `buyer-${i}@acme.test`,
        })),
      )
      .returning({ id: submissions.id, email: submissions.email });
    const applications = await db
      .insert(submissions)
      .values(
        Array.from({ length: APPROVALS }, (_, i) => ({
          ...common,
          form: 'credit-application' as const,
          formFamily: 'application-six',
          status: 'NEW' as const,
          applicationNumber: `KILL${i}`,
          amountReq: '5000',
          signatureDate: new Date(),
          email: `applicant-${i}@acme.test`,
          data: { companyName: `Applicant ${i}` },
        })),
      )
      .returning({ id: submissions.id });

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = await startApi(port, t.url ?? '');
    const login = await fetch(`${base}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: TEST_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const activationData = sampleFor('activation-cpg');

    const submit = (a: { id: string; email: string }, retries = 0) =>
      post(
        `${base}/api/CustomerActivation/setInvite`,
        { _id: a.id, email: a.email, data: activationData },
        undefined,
        retries,
      );
    const approval = { approvedAmount: 2500, netTerms: 'NET 30', customerCode: 'C1', contacts: [w.anna.id] };
    const approve = (a: { id: string }, bearer = token, retries = 0) =>
      post(`${base}/api/v1/applications/${a.id}/approve`, approval, bearer, retries);
    let acks = 0;
    const counted = (p: Promise<Answer>) =>
      p.then((a) => {
        if (a !== 'no answer' && a.status < 300) acks++;
        return a;
      });

    const started = Date.now();
    // Interleaved, two submissions to one approval, so both kinds are in flight when the process dies.
    const submitted: Promise<Answer>[] = [];
    const approved: Promise<Answer>[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      submitted.push(counted(submit(activations[i])));
      if (i % 2 === 1 && i / 2 < APPROVALS) approved.push(counted(approve(applications[(i - 1) / 2])));
    }
    const inFlight = Promise.all([Promise.all(submitted), Promise.all(approved)]);
    while (acks < KILL_AFTER_ACKS && Date.now() - started < KILL_AFTER_MS)
      await new Promise((r) => setTimeout(r, 5));
    api.child.kill('SIGKILL');
    const [submitAnswers, approveAnswers] = await inFlight;
    await api.exited;
    const ackedSubmits = activations.filter((_, i) => ok(submitAnswers[i]));
    const ackedApprovals = applications.filter((_, i) => ok(approveAnswers[i]));
    console.log(
      `kill -9 after ${Date.now() - started} ms: ${ackedSubmits.length} of ${SUBMISSIONS} submissions and ` +
        `${ackedApprovals.length} of ${APPROVALS} approvals acknowledged, the rest in flight`,
    );
    expect(ackedSubmits.length + ackedApprovals.length).toBeGreaterThan(0);
    expect(ackedSubmits.length + ackedApprovals.length).toBeLessThan(SUBMISSIONS + APPROVALS);

    // Restart on the same database.
    api = await startApi(port, t.url ?? '');
    const state = await recordState(t);
    const numberOf = new Map(activations.map((a, i) => [a.id, answerNumber(submitAnswers[i])]));
    for (const a of ackedSubmits)
      expect(state.get(a.id), `acknowledged submission ${a.id}`).toMatchObject({
        status: 'NEW',
        application_number: numberOf.get(a.id),
        whole: true,
      });
    for (const a of ackedApprovals)
      expect(state.get(a.id), `acknowledged approval ${a.id}`).toMatchObject({
        status: 'APPROVED',
        whole: true,
      });
    const halfWritten = [...state.values()].filter((s) => !s.whole);
    expect(halfWritten).toEqual([]);
    expect(await duplicateNumbers(t)).toEqual([]);

    // The clients that got no answer retry; every call now succeeds, once.
    const login2 = await fetch(`${base}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: TEST_PASSWORD }),
    });
    const token2 = ((await login2.json()) as { token: string }).token;
    const retried = await Promise.all([
      ...activations.filter((_, i) => !ok(submitAnswers[i])).map((a) => submit(a, RETRIES)),
      ...applications.filter((_, i) => !ok(approveAnswers[i])).map((a) => approve(a, token2, RETRIES)),
    ]);
    // An approval that committed just before the kill answers 409 (already approved) on its retry.
    const refusedRetries = retried.filter((r) => r === 'no answer' || (r.status >= 300 && r.status !== 409));
    expect(refusedRetries).toEqual([]);
    const after = await recordState(t);
    expect([...after.values()].filter((s) => !s.whole)).toEqual([]);
    expect(activations.filter((a) => after.get(a.id)?.status !== 'NEW')).toEqual([]);
    expect(applications.filter((a) => after.get(a.id)?.status !== 'APPROVED')).toEqual([]);
    expect(await duplicateNumbers(t)).toEqual([]);
    // Each acknowledged submission kept the number it was answered with.
    for (const a of ackedSubmits) expect(after.get(a.id)?.application_number).toBe(numberOf.get(a.id));
  }, 180_000);
});

/**
 * One call as a client makes it: a 503 (the restarted server's pool still filling under the burst) is
 * retried after its Retry-After, up to RETRIES times; a connection that dies answers 'no answer'.
 */
async function post(url: string, body: unknown, token?: string, retries = 0): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await postOnce(url, body, token);
    if (attempt >= retries || answer === 'no answer' || answer.status !== 503) return answer;
    await new Promise((r) => setTimeout(r, Math.min(answer.retryAfter, 2) * 1000));
  }
}

async function postOnce(url: string, body: unknown, token?: string): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      retryAfter: Number(res.headers.get('retry-after') ?? 1) || 1,
      body: (await res.json()) as { data?: { applicationNumber?: string } },
    };
  } catch {
    return 'no answer';
  }
}

const ok = (a: Answer | undefined) => a !== undefined && a !== 'no answer' && a.status < 300;
const answerNumber = (a: Answer | undefined) =>
  a && a !== 'no answer' ? a.body.data?.applicationNumber : undefined;

interface RecordState {
  id: string;
  status: string;
  application_number: string | null;
  whole: boolean;
}

/**
 * Each record and whether it is whole: a submitted activation has its number, signature date, exactly one
 * receipt and its audit line; an untouched one has none of them; an approved application has its amount,
 * date, approver, emails and audit line; an unapproved one has none of them.
 */
async function recordState(t: TestDatabase): Promise<Map<string, RecordState>> {
  const result = await t.db.execute(sql`
    select s.id, s.status, s.application_number,
      case
        when s.form = 'customer-activation' and s.status = 'NEW' then
          s.application_number is not null and s.signature_date is not null
          and (s.data ->> 'companyName') is not null
          and (select count(*) from email_messages o where o.submission_id = s.id
                 and o.payload ->> 'template' = 'activation-receipt') = 1
          and (select count(*) from audit_log a where a.entity_id = s.id and a.action = 'submit') = 1
        when s.form = 'customer-activation' and s.status = 'SENT' then
          s.application_number is null and s.signature_date is null
          and not exists (select 1 from email_messages o where o.submission_id = s.id)
          and not exists (select 1 from audit_log a where a.entity_id = s.id)
        when s.form = 'credit-application' and s.status = 'APPROVED' then
          s.approved_amount = 2500 and s.approved_or_denied_date is not null and s.approved_by is not null
          and exists (select 1 from email_messages o where o.submission_id = s.id)
          and (select count(*) from audit_log a where a.entity_id = s.id and a.action = 'approve') = 1
        when s.form = 'credit-application' and s.status = 'NEW' then
          s.approved_amount is null and s.approved_or_denied_date is null
          and not exists (select 1 from email_messages o where o.submission_id = s.id)
          and not exists (select 1 from audit_log a where a.entity_id = s.id)
        else false
      end as whole
    from submissions s`);
  const rows = (result as unknown as { rows: RecordState[] }).rows;
  return new Map(rows.map((r) => [r.id, r]));
}

async function duplicateNumbers(t: TestDatabase): Promise<string[]> {
  const result = await t.db.execute(sql`
    select application_number from submissions where application_number is not null
    group by application_number having count(*) > 1`);
  return (result as unknown as { rows: { application_number: string }[] }).rows.map(
    (r) => r.application_number,
  );
}
