import { useGetList } from 'react-admin';
import type { EsignFailure } from '@cp/schemas/contracts/esign';

/**
 * E-signature jobs the job queue gave up on, whose agreement still waits (API `esign-failures`). Re-read
 * every minute like the email dead letters, so the alert appears without a reload.
 */
export function useEsignFailures(enabled = true): { failures: EsignFailure[]; total: number } {
  const { data, total } = useGetList<EsignFailure>(
    'esign-failures',
    { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled, refetchInterval: 60_000 },
  );
  return { failures: data ?? [], total: total ?? 0 };
}
