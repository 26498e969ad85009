import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '../router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { SignatureDialog } from '@cp/renderer';
import type { AgreementView, EsignDeclineView } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';
import { SIGNATURE } from '@cp/schemas/messages/renderer';
import { esignApi } from '../api/esign';
import { DeclineAgreementDialog } from './DeclineAgreementDialog';
import { DeclinedNotice } from './DeclinedNotice';
import { FormLoading } from './LoadingPage';
import { PortalLayout } from './PortalLayout';

type Load =
  { state: 'loading' } | { state: 'invalid'; message: string } | { state: 'ready'; view: AgreementView };

/**
 * The built-in provider's agreement page (/Sign/{division}/{token}, README 'E-signature'): the agreement
 * rendered by the server from the unit's template and the approval terms, the consent, and the same
 * Adopt And Sign dialog as the forms; once signed, the signing-complete page. Decline asks for a reason;
 * a declined agreement's page says so, with the reason given.
 */
export default function SignAgreementPage() {
  const { division = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [consent, setConsent] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    esignApi
      .agreement(token)
      .then((res) => {
        if (!live) return;
        if (!res.success || !res.data)
          return setLoad({ state: 'invalid', message: res.message || M.ESIGN_LINK_INVALID });
        const view = res.data;
        if (view.status === 'completed' || view.status === 'signed')
          return navigate(`/DocuSignComplete/${encodeURIComponent(view.division)}/${view.envelopeId}`, {
            replace: true,
          });
        setLoad({ state: 'ready', view });
      })
      .catch(() => live && setLoad({ state: 'invalid', message: M.ESIGN_LINK_INVALID }));
    return () => {
      live = false;
    };
  }, [token, navigate]);

  const sign = async (name: string) => {
    setDialog(false);
    setBusy(true);
    setError('');
    try {
      const res = await esignApi.sign(token, { name, consent: true });
      if (res.success && res.data) return navigate(res.data.redirect, { replace: true });
      setError(res.message || M.ESIGN_SIGN_FAILED);
    } catch {
      setError(M.ESIGN_SIGN_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const declined = (d: EsignDeclineView) => {
    setDeclining(false);
    if (load.state === 'ready')
      setLoad({ state: 'ready', view: { ...load.view, status: 'declined', declined: d } });
  };

  const themeDivision = load.state === 'ready' ? load.view.division : division;
  return (
    <PortalLayout division={themeDivision} title={M.ESIGN_PAGE_TITLE} width="md">
      {load.state === 'loading' && <FormLoading />}
      {load.state === 'invalid' && <Alert severity="warning">{load.message}</Alert>}
      {load.state === 'ready' && load.view.declined && (
        <DeclinedNotice declined={load.view.declined} unitName={load.view.unitName} />
      )}
      {load.state === 'ready' && !load.view.declined && (
        <Box>
          <style>{load.view.css}</style>
          {/* Server-rendered from the agreement template, every value escaped by Handlebars. */}
          <Box sx={{ overflowX: 'auto' }} dangerouslySetInnerHTML={{ __html: load.view.html }} />
          <Box sx={{ mt: 3, borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <FormControlLabel
              control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
              label={load.view.consentText}
            />
            {error && (
              <Alert severity="error" sx={{ my: 1 }}>
                {error}
              </Alert>
            )}
            <Box
              sx={{
                mt: 2,
                display: 'flex',
                justifyContent: 'space-between',
                flexWrap: 'wrap-reverse',
                gap: 2,
              }}
            >
              <Button variant="outlined" size="large" disabled={busy} onClick={() => setDeclining(true)}>
                {M.ESIGN_DECLINE_BUTTON}
              </Button>
              <Button
                variant="contained"
                size="large"
                disabled={!consent || busy}
                onClick={() => setDialog(true)}
                fullWidth={false}
              >
                {busy ? M.ESIGN_SIGNING : M.ESIGN_SIGN_BUTTON}
              </Button>
            </Box>
          </Box>
          <SignatureDialog
            open={dialog}
            idPrefix="agreement-signature"
            cancelLabel={SIGNATURE.back}
            onClose={() => setDialog(false)}
            onAdopt={(name) => void sign(name)}
          />
          <DeclineAgreementDialog
            open={declining}
            token={token}
            unitName={load.view.unitName}
            onClose={() => setDeclining(false)}
            onDeclined={declined}
          />
        </Box>
      )}
    </PortalLayout>
  );
}
