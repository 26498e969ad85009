import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { ReasonsRequestItem } from '@cp/schemas/contracts/regb';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * 'Send statement' (README 'Regulation B'): the server prints the statement from the recorded reasons, emails
 * it to the applicant and closes the request; who may send it is the server's check (who may deny there).
 */
export function SendStatementButton({ record }: { record: ReasonsRequestItem }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dp.sendReasonsStatement({ id: record.id }),
    onSuccess: async ({ message }) => {
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['reasons-requests'] });
    },
    onError: (e) =>
      notify(e instanceof HttpError && e.message ? e.message : GENERAL_ERROR, { type: 'error' }),
  });
  if (record.sentAt) return null;
  return (
    <Button
      size="small"
      variant="contained"
      sx={{ whiteSpace: 'nowrap' }}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        mutate();
      }}
    >
      Send statement
    </Button>
  );
}
