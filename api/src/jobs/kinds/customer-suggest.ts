/**
 * The 'customer-suggest' job (issue 29 budgets): computes the near-name suggestions of the entities queued for
 * it (customers/suggestions.ts, migration 0027) — the one the submit enqueued it for first, then up to 200 others
 * still queued (an unlink's or a merge's, queued without a job of their own).
 */
import { computePendingSuggestions, customerSuggestJob } from '../../customers/suggestions';
import { defineJobKind } from '../kind';

export const customerSuggestKind = defineJobKind({
  ...customerSuggestJob,
  async handler(ctx, data) {
    const computed = await computePendingSuggestions(ctx.db, { first: data.entityId });
    if (computed > 1) ctx.logger.info({ computed }, 'customer suggestions computed');
  },
});
