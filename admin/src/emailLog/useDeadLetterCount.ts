import { useGetList } from 'react-admin';

/**
 * How many dead letters there are: emails of the Email log given up on ('failed' or 'dead', the API's
 * 'undelivered' filter). Re-read every minute, so the alert appears without a reload.
 */
export function useDeadLetterCount(enabled = true): number {
  const { total } = useGetList(
    'email-log',
    { filter: { status: 'undelivered' }, pagination: { page: 1, perPage: 1 } },
    { enabled, refetchInterval: 60_000 },
  );
  return total ?? 0;
}
