import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { EMAIL_LINKS_SHOWN } from '@cp/schemas/messages/documents';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * Above the Email log while the development mode MAILBOX_SHOW_LINKS shows one-time and customer links in
 * full (README 'Configuration'); otherwise they are redacted and nothing is shown.
 */
export function MailboxLinksNotice() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({
    queryKey: ['email-log', 'mode'],
    queryFn: () => dp.emailLogMode(),
    staleTime: Infinity,
  });
  if (!data?.linksShown) return null;
  return (
    <Alert severity="warning" role="status" sx={{ m: 1 }}>
      {EMAIL_LINKS_SHOWN}
    </Alert>
  );
}
