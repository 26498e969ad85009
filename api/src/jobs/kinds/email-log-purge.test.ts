/** The Email log's retention (issue 28 item 1): sent messages older than EMAIL_LOG_RETENTION_DAYS are deleted daily. */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { emailMessages, emailAttempts } from '../../db/schema';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { emailLogPurgeJob, purgeEmailLog } from './email-log-purge';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('Email log retention', () => {
  it('deletes sent messages past the retention with their attempts, and keeps newer and undelivered ones', async () => {
    const insert = async (status: 'sent' | 'failed' | 'dead' | 'pending', age: number | null) => {
      const [row] = await t.db
        .insert(emailMessages)
        .values({
          payload: {},
          status,
          createdAt: daysAgo((age ?? 0) + 1),
          sentAt: status === 'sent' && age !== null ? daysAgo(age) : null,
        })
        .returning({ id: emailMessages.id });
      await t.db.insert(emailAttempts).values({ emailId: row.id, worker: 'w', ok: status === 'sent' });
      return row.id;
    };
    const old = await insert('sent', 401);
    const recent = await insert('sent', 399);
    const oldFailed = await insert('failed', 800);
    const oldDead = await insert('dead', 800);
    const pending = await insert('pending', 800);

    expect(await purgeEmailLog(t.db, 400)).toBe(1);
    const left = (await t.db.select({ id: emailMessages.id }).from(emailMessages)).map((r) => r.id).sort();
    expect(left).toEqual([recent, oldFailed, oldDead, pending].sort());
    expect(await t.db.select().from(emailAttempts).where(eq(emailAttempts.emailId, old))).toEqual([]);
  });

  it('runs daily, 400 days by default and EMAIL_LOG_RETENTION_DAYS when set', () => {
    expect(emailLogPurgeJob.cron).toBe('17 3 * * *');
    expect(loadConfig({ NODE_ENV: 'test' }).emailLogRetentionDays).toBe(400);
    expect(loadConfig({ NODE_ENV: 'test', EMAIL_LOG_RETENTION_DAYS: '30' }).emailLogRetentionDays).toBe(30);
    expect(() => loadConfig({ NODE_ENV: 'test', EMAIL_LOG_RETENTION_DAYS: '0' })).toThrow(
      /EMAIL_LOG_RETENTION_DAYS/,
    );
    expect(loadConfig({ NODE_ENV: 'test', ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ NODE_ENV: 'test' }).role).toBe('all');
    expect(() => loadConfig({ NODE_ENV: 'test', ROLE: 'cron' })).toThrow(
      /ROLE must be one of web, worker, all/,
    );
  });
});
