import { useGetList } from 'react-admin';
import type { FailedJob } from '@cp/schemas/contracts/email-log';

/**
 * Background jobs that failed on their last retry (API `failed-jobs`, the job queue's dead letters). Re-read
 * every minute like the email dead letters, so the alert appears without a reload.
 */
export function useFailedJobs(enabled = true): { jobs: FailedJob[]; total: number } {
  const { data, total } = useGetList<FailedJob>(
    'failed-jobs',
    { pagination: { page: 1, perPage: 10 }, sort: { field: 'at', order: 'DESC' } },
    { enabled, refetchInterval: 60_000 },
  );
  return { jobs: data ?? [], total: total ?? 0 };
}
