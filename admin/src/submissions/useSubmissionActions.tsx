import { useState } from 'react';
import { useNotify } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { useNavigate } from 'react-router-dom';
import { subject, type Action } from '@cp/schemas/permissions/ability';
import { useAbility } from '../auth/AbilityContext';
import { lazyDialog } from '../layout/lazyScreen';
import { failureMessage, saveBlob, useSubmissionApi } from './api';
import { copyText } from './clipboard';
import { KindContext } from './KindContext';
import type { RowAction, SubmissionKind } from './kind';
import { docuSignStep } from './docuSignStep';
import type { SubmissionRef } from './types';

// The dialogs load the first time one opens (README 'Benchmarks', `bench:console-load`).
type RecordDialog = { record: SubmissionRef | null };
const hasRecord = (p: RecordDialog) => p.record !== null;
const ApproveDialog = lazyDialog(() => import('./DecisionDialogs').then((m) => m.ApproveDialog), hasRecord);
const DenyDialog = lazyDialog(() => import('./DecisionDialogs').then((m) => m.DenyDialog), hasRecord);
const NotesDialog = lazyDialog(() => import('./SmallDialogs').then((m) => m.NotesDialog), hasRecord);
const DeleteDialog = lazyDialog(() => import('./SmallDialogs').then((m) => m.DeleteDialog), hasRecord);
/** The invite dialog (new, or a copy of a record), loaded the first time it opens. */
export const InviteDialog = lazyDialog(
  () => import('./InviteDialog').then((m) => m.InviteDialog),
  (p: { open: boolean }) => p.open,
);

type DialogKind = 'approve' | 'deny' | 'notes' | 'delete' | 'copy';

/**
 * Every action of a list row or the details page of one kind, with its dialogs and the kind's §8
 * messages. The server enforces the rules; the ability check only spares a round trip and shows the
 * spec's warning.
 */
export function useSubmissionActions(
  kind: SubmissionKind,
  options: {
    onChanged: () => void;
    /** After approve or deny: the root page by default (§4). */
    afterDecision?: () => void;
    /** After a delete: the list reloads by default; details go home (§2). */
    afterDelete?: () => void;
  },
) {
  const notify = useNotify();
  const navigate = useNavigate();
  const ability = useAbility();
  const api = useSubmissionApi(kind.resource);
  const m = kind.messages;
  const [open, setOpen] = useState<{ kind: DialogKind; record: SubmissionRef } | null>(null);
  const close = () => setOpen(null);
  const done = (after?: () => void) => () => {
    setOpen(null);
    (after ?? options.onChanged)();
  };
  const may = (action: Action, r: SubmissionRef) =>
    ability.can(action, subject(kind.subject, { companyId: r.companyId, divisionId: r.divisionId }));
  const guarded = (dialog: DialogKind, action: Action, denied: string) => (r: SubmissionRef) => {
    if (!may(action, r)) notify(denied, { type: 'warning' });
    else setOpen({ kind: dialog, record: r });
  };
  const root = () => navigate('/');
  const detailsPath = (r: SubmissionRef) => `/${kind.resource}/details/${r.id}`;

  /** Opens the PDF in a tab opened before the fetch, so the browser treats it as user-initiated. */
  const pdfView = async (r: SubmissionRef, print = false) => {
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await api.pdf(r.id));
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
      if (print) tab?.addEventListener('load', () => tab.print(), { once: true });
      if (m.pdfOk) notify(m.pdfOk, { type: 'success' });
    } catch {
      tab?.close();
      notify(m.pdfViewError, { type: 'error' });
    }
  };

  /** The signed agreement, in a tab opened before the fetch (the details page's 'DocuSign PDF'). */
  const docuSignPdf = async (r: SubmissionRef) => {
    if (!may('viewDocuSign', r)) return notify(m.docuSignDenied ?? m.pdfViewError, { type: 'warning' });
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await api.docuSignPdf(r.id));
      if (tab) tab.location.href = url;
    } catch (e) {
      tab?.close();
      notify(failureMessage(e, m.docuSignError ?? m.pdfViewError), { type: 'error' });
    }
  };

  const act = {
    may,
    details: (r: SubmissionRef) => navigate(detailsPath(r)),
    approve: (r: SubmissionRef) => setOpen({ kind: 'approve', record: r }),
    deny: (r: SubmissionRef) => setOpen({ kind: 'deny', record: r }),
    notes: guarded('notes', 'setNotes', m.notesDenied),
    copy: guarded('copy', 'copy', m.copyDenied),
    remove: (r: SubmissionRef) =>
      guarded('delete', 'delete', r.status === 'SENT' ? m.inviteDeleteDenied : m.deleteDenied)(r),
    link: async (r: SubmissionRef) => {
      if (!may('copyLink', r)) return notify(m.linkDenied, { type: 'warning' });
      try {
        const { data } = await api.link(r.id);
        await copyText(data.link);
        notify(m.linkCopied, { type: 'success' });
      } catch {
        notify(m.linkError, { type: 'error' });
      }
    },
    resend: async (r: SubmissionRef) => {
      if (m.resendDenied && !may('resend', r)) return notify(m.resendDenied, { type: 'warning' });
      try {
        await api.resend(r.id);
        notify(m.resent, { type: 'success' });
        options.onChanged();
      } catch {
        notify(m.resendError, { type: 'error' });
      }
    },
    pdfView: (r: SubmissionRef) => pdfView(r),
    print: (r: SubmissionRef) => pdfView(r, true),
    pdfDownload: async (r: SubmissionRef) => {
      try {
        saveBlob(await api.pdf(r.id), `${kind.documentName(r)}.pdf`);
        if (m.pdfOk) notify(m.pdfOk, { type: 'success' });
      } catch {
        notify(m.pdfDownloadError, { type: 'error' });
      }
    },
    /** A mail draft with a link to the details page (§1). */
    email: (r: SubmissionRef) => {
      const link = `${window.location.origin}${detailsPath(r)}`;
      window.location.href = `mailto:?subject=${encodeURIComponent(kind.documentName(r))}&body=${encodeURIComponent(link)}`;
    },
    docuSignPdf,
    /** The row's 'DocuSign' (§2): sends the agreement, or opens the signed PDF once it is signed. */
    docuSign: async (r: SubmissionRef) => {
      const step = docuSignStep(r.docuSign);
      if (step.kind === 'view') return docuSignPdf(r);
      if (step.kind === 'wait') return notify(step.reason, { type: 'info' });
      if (!may('sendDocuSign', r)) return notify(step.denied, { type: 'warning' });
      try {
        const { message } = await api.esignSend(r.id);
        notify(message, { type: 'success' });
        options.onChanged();
      } catch (e) {
        notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
      }
    },
  };
  /** The row button `action` on `r` (the action matrix names them). */
  const run = (action: RowAction, r: SubmissionRef): unknown => {
    if (action === 'delete') return act.remove(r);
    return act[action](r);
  };

  const record = (dialog: DialogKind) => (open?.kind === dialog ? open.record : null);
  const decided = done(() => {
    (options.afterDecision ?? root)();
    options.onChanged();
  });
  const dialogs = (
    <KindContext.Provider value={kind}>
      <ApproveDialog record={record('approve')} onClose={close} onDone={decided} />
      <DenyDialog record={record('deny')} onClose={close} onDone={decided} />
      <NotesDialog record={record('notes')} onClose={close} onDone={done()} />
      <DeleteDialog record={record('delete')} onClose={close} onDone={done(options.afterDelete)} />
      <InviteDialog open={open?.kind === 'copy'} copyOf={open?.record.id} onClose={close} onDone={done()} />
    </KindContext.Provider>
  );
  return { act: { ...act, run }, dialogs };
}

export type Act = ReturnType<typeof useSubmissionActions>['act'];
