/**
 * The 'customer-suggest' job (README 'Credit file'): every minute it computes the near-name suggestions of the
 * entities queued for them (customers/suggestions.ts, migration 0027), the oldest first, up to 200 a run. A job
 * sent with an entity's id computes that one first.
 */
import { computePendingSuggestions, customerSuggestJob } from '../../customers/suggestions';
import { defineJobKind } from '../kind';

export const customerSuggestKind = defineJobKind({
  ...customerSuggestJob,
  // pg-boss runs one job per minute whatever the number of worker processes (a singleton slot).
  cron: '* * * * *',
  async handler(ctx, data) {
    const computed = await computePendingSuggestions(ctx.db, { first: data.entityId });
    if (computed > 1) ctx.logger.info({ computed }, 'customer suggestions computed');
  },
});
