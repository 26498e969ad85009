/**
 * The 'reference-reminder' job (README 'Reference requests'), as the e-signature reminder: due N days after the
 * request went out (or after the previous reminder; the unit's reminder days), it emails the reference the link
 * and code again while the request waits for an answer, at most M times (the unit's reminders at most), each
 * reminder scheduling the next. An answer, a decline, a cancel or a resend (a new token) stops it: the run
 * re-checks all of it in one transaction that holds the request's row. A run is idempotent: the job carries its
 * reminder's number, and the count, the email, the event and the next job are written together.
 */
import { eq, sql } from 'drizzle-orm';
import { referenceRequests, submissions } from '../../db/schema';
import { recordReferenceEvent } from '../../references/record-event';
import { referenceEmail } from '../../references/request-email';
import { hashReferenceToken } from '../../references/secrets';
import { referenceSettingsOf } from '../../references/unit-settings';
import { enqueueJob } from '../queue';
import { defineJobKind } from '../kind';
import { referenceReminderJob } from './reference-jobs';

const DAY_MS = 86_400_000;

export const referenceReminderKind = defineJobKind({
  ...referenceReminderJob,
  async handler(ctx, payload, job) {
    const now = (job.now ?? (() => new Date()))();
    await ctx.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(referenceRequests)
        .where(eq(referenceRequests.id, payload.requestId))
        .for('update');
      if (!request || (request.status !== 'sent' && request.status !== 'opened')) return;
      if (request.tokenHash !== hashReferenceToken(payload.token)) return;
      const [submission] = await tx
        .select()
        .from(submissions)
        .where(eq(submissions.id, request.submissionId));
      const settings = submission && (await referenceSettingsOf(tx, submission));
      if (!settings || submission.deleteDate) return;
      const waiting =
        request.remindersSent < settings.reminderMax &&
        // The job's reminder number: a run again after its worker died, once the reminder was counted, does nothing.
        request.remindersSent === payload.reminder - 1;
      if (!waiting) return;
      const emailId = await referenceEmail(tx, {
        template: 'reference-reminder',
        origin: ctx.config.publicOrigin ?? 'http://localhost:3000',
        request,
        submission,
        unit: settings.unit,
        token: payload.token,
        code: payload.code,
      });
      await tx
        .update(referenceRequests)
        .set({ remindersSent: sql`${referenceRequests.remindersSent} + 1`, emailId, updatedAt: now })
        .where(eq(referenceRequests.id, request.id));
      await recordReferenceEvent(tx, {
        requestId: request.id,
        at: now,
        event: 'reminded',
        detail: { reminder: payload.reminder },
      });
      if (payload.reminder < settings.reminderMax)
        await enqueueJob(
          tx,
          referenceReminderJob,
          { ...payload, reminder: payload.reminder + 1 },
          { startAfter: new Date(now.getTime() + settings.reminderDays * DAY_MS) },
        );
    });
  },
});
