/**
 * The daily 'files-cleanup' job (issue 28 item 2): generated PDFs a newer version of their record replaced are
 * removed with their stored objects, then objects no row references and older than a day (a replaced upload's,
 * a rolled-back write's) — files/cleanup.ts. Scheduled at 03:41 UTC; pg-boss sends one job per day however
 * many worker processes run, and both steps are safe to run again.
 */
import { z } from 'zod';
import { cleanupReplacedPdfs, cleanupUnreferencedObjects } from '../../files/cleanup';
import { fileStore } from '../../storage';
import { defineJobKind } from '../kind';

export const filesCleanupJob = defineJobKind({
  name: 'files-cleanup',
  schema: z.object({}).loose(),
  queue: { retryLimit: 3, retryDelay: 600, retryBackoff: true, expireInSeconds: 3600 },
  cron: '41 3 * * *',
  async handler(ctx) {
    const store = fileStore();
    const replaced = await cleanupReplacedPdfs(ctx.db, store);
    const unreferenced = await cleanupUnreferencedObjects(ctx.db, store);
    ctx.logger.info(
      { replaced, unreferenced },
      'stored files: replaced PDFs and unreferenced objects removed',
    );
  },
});
