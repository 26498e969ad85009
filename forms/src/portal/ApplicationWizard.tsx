import { useCallback, useEffect, useMemo, useState } from 'react';
import { Wizard, type ServerErrors } from '@cp/renderer';
import { NetworkError } from '../api/http';
import { portalApi, type Link, type LinkRecord } from '../api/portal';
import { MSG } from '../messages';
import { ApplicationReceipt } from './ApplicationReceipt';
import { initialData, loadForm } from './form-catalog';
import { usePrecompiledForm } from './precompiled-validator';
import { useAutosave, type AutosaveState } from './useAutosave';

/** What the page's autosave note says (ApplyPage draws it above the wizard): the draft's save state, or submitted. */
export type WizardSaveState = AutosaveState | 'submitted';

/**
 * The wizard of a not yet submitted application (its heading: ApplicationHeading, and the autosave note, shown
 * while this loads): drafts saved as the customer types (the activation form's autosave) and on every Next, then
 * the receipt step.
 */
export default function ApplicationWizard({
  record,
  onSaveState,
}: {
  record: LinkRecord;
  onSaveState: (state: WizardSaveState) => void;
}) {
  const form = useMemo(() => loadForm(record.definition), [record.definition]);
  const link: Link = useMemo(() => ({ id: record._id, email: record.email }), [record._id, record.email]);
  const [submitted, setSubmitted] = useState<LinkRecord | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors | undefined>();
  const data = useMemo(() => initialData(form, record.data), [form, record.data]);
  const precompiled = usePrecompiledForm(form.definition);
  const startStep = useMemo(() => precompiled.startStep(data), [precompiled, data]);
  const autosave = useAutosave(data, async (draft, leaving) => {
    const res = await portalApi.setInviteApplicationDraft(link, draft, leaving);
    if (!res.success) throw new Error(res.message);
  });
  const { stop } = autosave;
  useEffect(
    () => onSaveState(submitted ? 'submitted' : autosave.state),
    [onSaveState, submitted, autosave.state],
  );

  const save = useCallback(
    async (data: Record<string, unknown>, opts: { submit?: boolean; step?: number }) => {
      let res;
      try {
        res = await portalApi.setInviteApplication(link, data, opts);
      } catch (e) {
        throw new Error(e instanceof NetworkError ? MSG.stepSaveFailed : MSG.general);
      }
      // The wizard shows the message beside NEXT with TRY AGAIN; the answers stay on the page.
      if (!res.success) {
        if (res.errors) setServerErrors(res.errors);
        throw new Error(res.errors ? res.message || MSG.stepSaveFailed : MSG.stepSaveFailed);
      }
      return res.data;
    },
    [link],
  );

  const context = useMemo(
    () => ({
      fileIdSuffix: record._id,
      fileDownloadUrl: () => portalApi.tradeReferencesUrl(link),
      onUpload: async (file: File) => {
        let res;
        try {
          res = await portalApi.uploadTradeReferences(link, file);
        } catch {
          throw new Error(MSG.uploadFailed);
        }
        if (!res.success || !res.data) throw new Error(res.message || MSG.uploadFailed);
        return res.data.tradeReferencesFileName;
      },
    }),
    [link, record._id],
  );

  const last = form.definition.steps.length - 1;
  return (
    <Wizard
      definition={form.definition}
      uiSchema={form.uiSchema}
      validator={precompiled.validator}
      initialData={data}
      startStep={startStep}
      skipUntilEdited={form.definition.skipUntilEdited}
      extraErrors={serverErrors}
      context={context}
      onChange={autosave.onChange}
      onSaveDraft={(data, step) => save(data, { step })}
      onSubmit={async (data) => {
        const stored = await save(data, { submit: true });
        stop();
        setSubmitted({ ...record, ...stored, submitted: true });
      }}
      renderStep={(step) =>
        step === last ? (
          <ApplicationReceipt
            link={link}
            applicationNumber={submitted?.applicationNumber ?? null}
            referral={submitted?.referral}
          />
        ) : undefined
      }
    />
  );
}
