/**
 * The daily 'reviews-digest' job (issue 29 item 7): each unit's contacts get one email listing the customers
 * whose credit review is due (customers/review-digest.ts). Scheduled at 07:05 UTC; pg-boss sends one job per
 * day however many worker processes run, and a second run the same day sends nothing again.
 */
import { z } from 'zod';
import { sendReviewDigests } from '../../customers/review-digest';
import { defineJobKind } from '../kind';

export const reviewsDigestJob = defineJobKind({
  name: 'reviews-digest',
  schema: z
    .object({
      today: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    })
    .loose(),
  queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
  cron: '5 7 * * *',
  async handler(ctx, data) {
    const result = await sendReviewDigests(ctx.db, { today: data.today, origin: ctx.config.publicOrigin });
    ctx.logger.info(result, 'credit reviews due: digests sent to the units’ contacts');
  },
});
