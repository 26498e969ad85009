import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from '../router';
import { portalApi } from '../api/portal';
import { MSG } from '../messages';
import { AfterFirstPaint } from './AfterFirstPaint';
import { ApplicationHeading } from './ApplicationHeading';
import { ApplicationReceipt } from './ApplicationReceipt';
import { ExpiredPage } from './ExpiredPage';
import { LoadFailedPage } from './LoadFailedPage';
import { FormLoading, LoadingPage } from './LoadingPage';
import { PortalLayout } from './PortalLayout';
import { useLinkRecord } from './useLinkRecord';
import { preloadValidatorModule } from './validator-module';
import { WelcomePage } from './WelcomePage';

// The forms engine (RJSF, ajv) loads only when the wizard is shown, not for the expired, submitted or
// welcome pages (issue 17): a customer reading the welcome page downloads and runs none of it.
const ApplicationWizard = lazy(() => import('./ApplicationWizard'));

/** Forms that greet a new applicant before the first step (customer-portal.md §2 'Welcome page'). */
const FORMS_WITH_WELCOME = new Set(['application-eight', 'application-light']);

/** /Apply/{division}/{email}/{applicationID}: the six- or eight-step credit application. */
export default function ApplyPage() {
  const { division = '', email = '', applicationID = '' } = useParams();
  const link = useMemo(() => ({ id: applicationID, email, division }), [applicationID, email, division]);
  const { state, retry } = useLinkRecord(link, portalApi.getInviteApplication);
  const [started, setStarted] = useState(false);
  const record = state.status === 'ready' ? state.record : undefined;
  const welcome =
    !started &&
    !!record &&
    !record.submitted &&
    !!record.definition &&
    FORMS_WITH_WELCOME.has(record.formKey) &&
    !record.data.companyName;

  if (state.status === 'loading') return <LoadingPage division={division} />;
  if (state.status === 'failed') return <LoadFailedPage division={division} onRetry={retry} />;
  if (state.status === 'expired') return <ExpiredPage division={division} form="application" {...state} />;
  const shown = state.record;
  // The wizard's validators download beside the engine's chunks, not after them (idempotent).
  if (!shown.submitted && !welcome) preloadValidatorModule(shown.definition);
  return (
    <PortalLayout
      division={division}
      title={shown.submitted ? MSG.applicationSubmitted : 'Credit application'}
      unit={shown.unit}
    >
      {shown.submitted ? (
        // The link is read-only once submitted: a later open shows the submitted view.
        <ApplicationReceipt
          link={{ id: shown._id, email: shown.email }}
          applicationNumber={shown.applicationNumber}
          referral={shown.referral}
        />
      ) : welcome && shown.definition ? (
        <WelcomePage
          divisionName={shown.unit.name}
          steps={shown.definition.steps}
          onStart={() => setStarted(true)}
        />
      ) : (
        <>
          <ApplicationHeading unit={shown.unit} />
          {/* The heading paints first, the engine mounts right after (AfterFirstPaint). */}
          <AfterFirstPaint fallback={<FormLoading />}>
            <Suspense fallback={<FormLoading />}>
              <ApplicationWizard record={shown} />
            </Suspense>
          </AfterFirstPaint>
        </>
      )}
    </PortalLayout>
  );
}
