import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from '../router';
import { portalApi, type LinkRecord } from '../api/portal';
import { MSG } from '../messages';
import { AfterFirstPaint } from './AfterFirstPaint';
import { ApplicationHeading } from './ApplicationHeading';
import { ApplicationReceipt } from './ApplicationReceipt';
import type { WizardSaveState } from './ApplicationWizard';
import { AutosaveStatus } from './AutosaveStatus';
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

/** /Apply/{division}/{email}/{applicationID}: the six- or eight-step credit application. */
export default function ApplyPage() {
  const { division = '', email = '', applicationID = '' } = useParams();
  const link = useMemo(() => ({ id: applicationID, email, division }), [applicationID, email, division]);
  const { state, retry } = useLinkRecord(link, portalApi.getInviteApplication);
  if (state.status === 'loading') return <LoadingPage division={division} />;
  if (state.status === 'failed') return <LoadFailedPage division={division} onRetry={retry} />;
  if (state.status === 'expired') return <ExpiredPage division={division} form="application" {...state} />;
  const record = state.record;
  // The wizard's validators download beside the engine's chunks, not after them (idempotent).
  if (!record.submitted && !showsWelcome(record)) preloadValidatorModule(record.definition);
  return <ApplyView division={division} record={record} />;
}

/**
 * Whether the welcome page greets this applicant before the first step (until they press Start): the form's
 * layout says so (customer-portal.md §2 'Welcome page'), and the application has no company name yet.
 */
export const showsWelcome = (record: LinkRecord) =>
  !record.submitted && !!record.definition?.layout.welcome && !record.data.companyName;

/**
 * The page once its record is loaded: the welcome page, the wizard or the receipt. The server renders its first
 * view into the page's HTML (server-view.tsx), so the heading shows before any script has run.
 */
export function ApplyView({ division, record: shown }: { division: string; record: LinkRecord }) {
  const [started, setStarted] = useState(false);
  // The autosave note is drawn here, above the wizard, so it is in the server's first view (server-view.tsx) with
  // the heading: it is the page's largest text, and drawn by the wizard it painted only once the engine had
  // mounted (the eight-step link's Largest Contentful Paint, 3.4 s in Lighthouse). The wizard reports its state.
  const [autosave, setAutosave] = useState<WizardSaveState>('idle');
  const welcome = !started && showsWelcome(shown);
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
          onStart={() => {
            preloadValidatorModule(shown.definition);
            setStarted(true);
          }}
        />
      ) : (
        <>
          <ApplicationHeading unit={shown.unit} />
          {autosave !== 'submitted' && <AutosaveStatus state={autosave} note={MSG.savedAsYouType} />}
          {/* The heading paints first, the engine mounts right after (AfterFirstPaint). */}
          <AfterFirstPaint fallback={<FormLoading />}>
            <Suspense fallback={<FormLoading />}>
              <ApplicationWizard record={shown} onSaveState={setAutosave} />
            </Suspense>
          </AfterFirstPaint>
        </>
      )}
    </PortalLayout>
  );
}
