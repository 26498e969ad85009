import { lazy, Suspense, useMemo } from 'react';
import { useParams } from '../router';
import { portalApi, type LinkRecord } from '../api/portal';
import { MSG } from '../messages';
import { ActivationIntro } from './ActivationIntro';
import { AfterFirstPaint } from './AfterFirstPaint';
import { ActivationSubmitted } from './ActivationSubmitted';
import { ExpiredPage } from './ExpiredPage';
import { LoadFailedPage } from './LoadFailedPage';
import { FormLoading, LoadingPage } from './LoadingPage';
import { PortalLayout } from './PortalLayout';
import { useLinkRecord } from './useLinkRecord';
import { preloadValidatorModule } from './validator-module';

// The forms engine (RJSF, ajv) loads only when a form is shown, not for the expired or submitted pages.
const ActivationForm = lazy(() => import('./ActivationForm'));

/** /Activation/{division}/{email}/{applicationID}: the short form (customer-portal.md §2). */
export default function ActivationPage() {
  const { division = '', email = '', applicationID = '' } = useParams();
  const link = useMemo(() => ({ id: applicationID, email, division }), [applicationID, email, division]);
  const { state, replace: setRecord, retry } = useLinkRecord(link, portalApi.getInvite);

  if (state.status === 'loading') return <LoadingPage division={division} />;
  if (state.status === 'failed') return <LoadFailedPage division={division} onRetry={retry} />;
  if (state.status === 'expired') return <ExpiredPage division={division} form="activation" {...state} />;
  // The form's validators download beside the engine's chunks, not after them (idempotent).
  if (!state.record.submitted) preloadValidatorModule(state.record.definition);
  return <ActivationView division={division} record={state.record} onSubmitted={setRecord} />;
}

interface ViewProps {
  division: string;
  record: LinkRecord;
  onSubmitted: (record: LinkRecord) => void;
}

/**
 * The page once its record is loaded: the form, or the submitted view. The server renders its first view into
 * the page's HTML (server-view.tsx), so the heading and introduction show before any script has run.
 */
export function ActivationView({ division, record, onSubmitted }: ViewProps) {
  return (
    <PortalLayout
      division={division}
      title={record.submitted ? MSG.activationSubmitted : 'Customer activation'}
      unit={record.unit}
    >
      {record.submitted ? (
        <ActivationSubmitted record={record} />
      ) : (
        <>
          <ActivationIntro record={record} />
          {/* The heading and introduction paint first, the engine mounts right after (AfterFirstPaint). */}
          <AfterFirstPaint fallback={<FormLoading />}>
            <Suspense fallback={<FormLoading />}>
              <ActivationForm record={record} onSubmitted={onSubmitted} />
            </Suspense>
          </AfterFirstPaint>
        </>
      )}
    </PortalLayout>
  );
}
