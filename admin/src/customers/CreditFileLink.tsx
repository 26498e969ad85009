import { Link } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerRow } from '@cp/schemas/contracts/customers';

/** The submission's credit file (issue 29 item 5), from its details page; nothing while it has none. */
export function CreditFileLink({ submissionId }: { submissionId: string }) {
  const { data } = useGetList<CustomerRow>('customers', {
    filter: { submissionId },
    pagination: { page: 1, perPage: 1 },
  });
  const file = data?.[0];
  if (!file) return null;
  return (
    <Link component={RouterLink} to={`/customers/${file.id}`}>
      {file.submissionCount > 1 ? `Open (${file.submissionCount} submissions)` : 'Open'}
    </Link>
  );
}
