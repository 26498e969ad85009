/**
 * Process roles (issue 28 item 4, TEST_DB=postgres only): ROLE=web serves HTTP and only enqueues (an email it
 * causes waits); ROLE=worker serves no HTTP and runs the jobs (the waiting email goes out).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { emailMessages } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';
import { createTestDb, type TestDatabase } from '../test/test-db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const onPostgres = process.env.TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const children: ChildProcess[] = [];
function startMain(role: string, port: number, databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ROLE: role,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      SEED_DEMO: 'false',
      WEB_CONCURRENCY: '1',
      SESSION_SECRET: 'roles-test-secret-roles-test-secret-0123456789',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until(what: string, test: () => Promise<boolean>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`)
    .then((r) => r.ok)
    .catch(() => false);

describe.skipIf(!onPostgres)('ROLE=web|worker', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t.close();
  });

  it('a web process serves and enqueues; a worker process serves nothing and delivers', async () => {
    const status = async (id: string) =>
      (
        await t.db
          .select({ status: emailMessages.status })
          .from(emailMessages)
          .where(eq(emailMessages.id, id))
      )[0].status;
    startMain('web', 5401, t.url!);
    await until('the web process', () => answers(5401));
    const id = await t.db.transaction((tx) =>
      enqueueEmail(tx, {
        template: 'plain',
        to: ['roles@example.test'],
        subject: 'Roles',
        text: 'Hi',
        context: {},
      }),
    );
    await sleep(3000);
    expect(await status(id)).toBe('pending');

    startMain('worker', 5402, t.url!);
    await until('the worker to deliver', async () => (await status(id)) === 'sent');
    expect(await answers(5402)).toBe(false);
    // Two processes started and a delivery awaited: 38-60 s in full runs on two cores.
  }, 150_000);
});
