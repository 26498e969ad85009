/**
 * The daily 'email-log-purge' job: the Email log keeps a sent message EMAIL_LOG_RETENTION_DAYS (default 400)
 * after it was sent, then deletes it with its delivery attempts. Undelivered messages ('pending', and the dead
 * letters 'failed' and 'dead') stay until they are sent or handled. Scheduled at 03:17 UTC; pg-boss sends one
 * job per day however many worker processes run.
 */
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { emailMessages } from '../../db/schema';
import { defineJobKind } from '../kind';

export const DEFAULT_EMAIL_LOG_RETENTION_DAYS = 400;

/** Deletes the sent messages older than the retention; returns how many. */
export async function purgeEmailLog(db: DbOrTx, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const rows = await db
    .delete(emailMessages)
    .where(and(eq(emailMessages.status, 'sent'), lt(emailMessages.sentAt, before)))
    .returning({ id: emailMessages.id });
  return rows.length;
}

export const emailLogPurgeJob = defineJobKind({
  name: 'email-log-purge',
  schema: z.object({}).loose(),
  queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
  cron: '17 3 * * *',
  async handler(ctx) {
    const days = ctx.config.emailLogRetentionDays ?? DEFAULT_EMAIL_LOG_RETENTION_DAYS;
    const purged = await purgeEmailLog(ctx.db, days);
    ctx.logger.info({ purged, retentionDays: days }, 'Email log: sent messages past their retention deleted');
  },
});
