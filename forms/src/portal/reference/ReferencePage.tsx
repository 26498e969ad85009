import { lazy, Suspense, useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { ReferencePageUnit, ReferencePageView } from '@cp/schemas/contracts/references';
import { LINK_INVALID_REASON } from '@cp/schemas/messages/portal';
import { referenceApi } from '../../api/reference';
import { useParams } from '../../router';
import { AfterFirstPaint } from '../AfterFirstPaint';
import { ExpiredPage } from '../ExpiredPage';
import { LoadFailedPage } from '../LoadFailedPage';
import { FormLoading, LoadingPage } from '../LoadingPage';
import { PortalLayout } from '../PortalLayout';
import { preloadValidatorModule } from '../validator-module';
import { REFERENCE_PAGE as M } from './messages';
import { ReferenceSent } from './ReferenceSent';

// The forms engine loads once the heading shows, not for the expired or thank-you pages.
const ReferenceAnswerForm = lazy(() => import('./ReferenceAnswerForm'));

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'expired'; unit: ReferencePageUnit | null }
  | { status: 'ready'; view: ReferencePageView }
  | { status: 'sent'; view: ReferencePageView };

/**
 * /Reference/{unit}/{token} (README 'Reference requests'): a trade or bank reference answers in the unit's brand,
 * without signing in; the token opens one request and the emailed access code confirms it is theirs. A token the
 * server refuses (unknown, answered, cancelled, past its days) shows the expired page customer links show.
 */
export default function ReferencePage() {
  const { unit = '', token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    referenceApi
      .view(token, unit)
      .then((res) => {
        if (!live) return;
        if (res.success && res.data?.definition) return setState({ status: 'ready', view: res.data });
        if (res.data?.reason === LINK_INVALID_REASON)
          return setState({ status: 'expired', unit: res.data.unit ?? null });
        setState({ status: 'failed' });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [token, unit, attempt]);

  if (state.status === 'loading') return <LoadingPage division={unit} />;
  if (state.status === 'failed')
    return <LoadFailedPage division={unit} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'expired') {
    const email = state.unit?.onboardingEmail ?? '';
    return (
      <ExpiredPage
        division={state.unit?.code || unit}
        unit={state.unit}
        onboardingEmail={email}
        sentence={M.expired(email)}
      />
    );
  }
  const { view } = state;
  const unitName = view.unit.theme?.displayName || view.unit.name;
  if (state.status === 'sent')
    return (
      <PortalLayout division={view.unit.code || unit} unit={view.unit} title={M.thanksTitle} width="sm">
        <ReferenceSent unitName={unitName} />
      </PortalLayout>
    );
  // The form's validators download beside the engine's chunks (idempotent).
  preloadValidatorModule(view.definition);
  return (
    <PortalLayout division={view.unit.code || unit} unit={view.unit} title={M.title} width="sm">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {M.heading(view.applicantName)}
      </Typography>
      <Typography sx={{ mb: 0.5 }}>{M.asks(unitName, view.referenceCompany)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {M.what(view.applicantName)}
      </Typography>
      <AfterFirstPaint fallback={<FormLoading />}>
        <Suspense fallback={<FormLoading />}>
          <ReferenceAnswerForm
            token={token}
            view={view}
            unitName={unitName}
            onSent={() => setState({ status: 'sent', view })}
            onExpired={(refused) => setState({ status: 'expired', unit: refused ?? view.unit })}
          />
        </Suspense>
      </AfterFirstPaint>
    </PortalLayout>
  );
}
