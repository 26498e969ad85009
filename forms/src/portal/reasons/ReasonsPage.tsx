import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReasonsPageView } from '@cp/schemas/contracts/regb';
import { REASONS_LINK_UNKNOWN, REASONS_PAGE as M } from '@cp/schemas/messages/regb';
import { reasonsApi } from '../../api/reasons';
import { useParams } from '../../router';
import { LoadFailedPage } from '../LoadFailedPage';
import { LoadingPage } from '../LoadingPage';
import { PortalLayout } from '../PortalLayout';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'unknown' }
  | { status: 'ready'; view: ReasonsPageView };

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '';

/**
 * /Reasons/{token} (README 'Regulation B'): the applicant of a denied application requests the written
 * statement of specific reasons within 60 days of the notice, without signing in; the token is the credential.
 */
export default function ReasonsPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    reasonsApi
      .view(token)
      .then((res) => {
        if (!live) return;
        if (res.success && res.data) return setState({ status: 'ready', view: res.data });
        setState({ status: res.message === REASONS_LINK_UNKNOWN ? 'unknown' : 'failed' });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (state.status === 'loading') return <LoadingPage division="" />;
  if (state.status === 'failed')
    return <LoadFailedPage division="" onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'unknown')
    return (
      <PortalLayout division="" title={M.title} width="sm">
        <Alert severity="warning">{REASONS_LINK_UNKNOWN}</Alert>
      </PortalLayout>
    );
  const { view } = state;
  const unitName = view.unit.theme?.displayName || view.unit.name;
  const send = async () => {
    setSending(true);
    setError('');
    const res = await reasonsApi.request({ token, note }).catch(() => null);
    setSending(false);
    if (res?.success || res?.message) setAttempt((n) => n + 1);
    else setError('The request could not be sent. Please try again.');
  };
  return (
    <PortalLayout division={view.unit.code} unit={view.unit} title={M.title} width="sm">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {view.state === 'requested' ? M.receivedTitle : M.heading}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {M.what(unitName, view.companyName, view.applicationNumber, day(view.noticeDate))}
      </Typography>
      {view.state === 'requested' && (
        <Alert severity="success">{M.requested(day(view.requestedAt), day(view.dueAt))}</Alert>
      )}
      {view.state === 'closed' && <Alert severity="info">{M.closed(day(view.windowEnds))}</Alert>}
      {view.state === 'open' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {M.windowEnds(day(view.windowEnds))}
          </Typography>
          <TextField
            label={M.noteLabel}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, 2000))}
            multiline
            minRows={3}
            fullWidth
            sx={{ mb: 2 }}
          />
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            {M.button}
          </Button>
        </>
      )}
    </PortalLayout>
  );
}
