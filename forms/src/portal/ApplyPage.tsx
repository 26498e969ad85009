import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { portalApi } from '../api/portal';
import { MSG } from '../messages';
import { ApplicationReceipt } from './ApplicationReceipt';
import { ExpiredPage } from './ExpiredPage';
import { LoadFailedPage } from './LoadFailedPage';
import { FormLoading, LoadingPage } from './LoadingPage';
import { PortalLayout } from './PortalLayout';
import { useLinkRecord } from './useLinkRecord';

// The forms engine (RJSF, ajv) loads only when the wizard is shown, not for the expired or submitted pages.
const ApplicationWizard = lazy(() => import('./ApplicationWizard'));

/** /Apply/{division}/{email}/{applicationID}: the six- or eight-step credit application. */
export default function ApplyPage() {
  const { division = '', email = '', applicationID = '' } = useParams();
  const link = useMemo(() => ({ id: applicationID, email, division }), [applicationID, email, division]);
  const { state, retry } = useLinkRecord(link, portalApi.getInviteApplication);

  if (state.status === 'loading') return <LoadingPage division={division} />;
  if (state.status === 'failed') return <LoadFailedPage division={division} onRetry={retry} />;
  if (state.status === 'expired') return <ExpiredPage division={division} form="application" {...state} />;
  const { record } = state;
  return (
    <PortalLayout
      division={division}
      title={record.submitted ? MSG.applicationSubmitted : 'Credit application'}
      unit={record.unit}
    >
      {record.submitted ? (
        // The link is read-only once submitted: a later open shows the submitted view.
        <ApplicationReceipt
          link={{ id: record._id, email: record.email }}
          applicationNumber={record.applicationNumber}
          referral={record.referral}
        />
      ) : (
        <Suspense fallback={<FormLoading />}>
          <ApplicationWizard record={record} />
        </Suspense>
      )}
    </PortalLayout>
  );
}
