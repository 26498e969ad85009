import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState } from 'react';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { httpClient } from '../dataProvider/httpClient';
import { canResend, type EmailLogRecord } from './types';

/** Puts a failed or dead email back in the queue; hidden for the others. */
export function ResendButton() {
  const record = useRecordContext<EmailLogRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || !canResend(record.status)) return null;
  const resend = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/v1/email-log/${record.id}/resend`, { method: 'POST' });
      notify(String(json?.message ?? ''), { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : GENERAL_ERROR, { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Resend" onClick={() => void resend()} disabled={busy}>
      <ReplayIcon />
    </Button>
  );
}
