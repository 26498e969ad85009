import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { subject, type Action } from '@cp/schemas/permissions/ability';
import {
  ACTIVATION_COPY_DENIED,
  ACTIVATION_DELETE_DENIED,
  ACTIVATION_EMAIL_ERROR,
  ACTIVATION_EMAIL_SENT,
  ACTIVATION_INVITE_DELETE_DENIED,
  ACTIVATION_LINK_COPIED,
  ACTIVATION_LINK_DENIED,
  ACTIVATION_LINK_ERROR,
  ACTIVATION_NOTES_DENIED,
  ACTIVATION_PDF_ERROR,
  ACTIVATION_PDF_LOAD_ERROR,
  ACTIVATION_PDF_OK,
} from '@cp/schemas/messages/activations';
import { useAbility } from '../auth/AbilityContext';
import { activationApi, fetchActivationPdf } from './api';
import { ApproveDialog, DenyDialog } from './DecisionDialogs';
import { InviteDialog } from './InviteDialog';
import { DeleteDialog, NotesDialog } from './SmallDialogs';
import type { ActivationRef } from './types';

type DialogKind = 'approve' | 'deny' | 'notes' | 'delete' | 'copy';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Clipboard API refused (no permission, insecure origin): fall back to a selection copy.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy failed');
}

/**
 * Every action of a list row or the details page, with its dialogs and the §8 messages. The server
 * enforces the rules; the ability check only spares a round trip and shows the spec's warning.
 */
export function useActivationActions(options: {
  onChanged: () => void;
  /** After approve or deny: the root page by default (§4). */
  afterDecision?: () => void;
  /** After a delete: the list reloads by default; details go home (§2). */
  afterDelete?: () => void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const ability = useAbility();
  const [open, setOpen] = useState<{ kind: DialogKind; record: ActivationRef } | null>(null);
  const close = () => setOpen(null);
  const done = (after?: () => void) => () => {
    setOpen(null);
    (after ?? options.onChanged)();
  };
  const may = (action: Action, r: ActivationRef) =>
    ability.can(action, subject('Activation', { companyId: r.companyId, divisionId: r.divisionId }));
  const guarded = (kind: DialogKind, action: Action, denied: string) => (r: ActivationRef) => {
    if (!may(action, r)) notify(denied, { type: 'warning' });
    else setOpen({ kind, record: r });
  };
  const root = () => navigate('/');

  const act = {
    may,
    details: (r: ActivationRef) => navigate(`/activations/details/${r.id}`),
    approve: (r: ActivationRef) => setOpen({ kind: 'approve', record: r }),
    deny: (r: ActivationRef) => setOpen({ kind: 'deny', record: r }),
    notes: guarded('notes', 'setNotes', ACTIVATION_NOTES_DENIED),
    copy: guarded('copy', 'copy', ACTIVATION_COPY_DENIED),
    remove: (r: ActivationRef) =>
      guarded(
        'delete',
        'delete',
        r.status === 'SENT' ? ACTIVATION_INVITE_DELETE_DENIED : ACTIVATION_DELETE_DENIED,
      )(r),
    link: async (r: ActivationRef) => {
      if (!may('copyLink', r)) return notify(ACTIVATION_LINK_DENIED, { type: 'warning' });
      try {
        const { data } = await activationApi.link(r.id);
        await copyText(data.link);
        notify(ACTIVATION_LINK_COPIED, { type: 'success' });
      } catch {
        notify(ACTIVATION_LINK_ERROR, { type: 'error' });
      }
    },
    resend: async (r: ActivationRef) => {
      try {
        await activationApi.resend(r.id);
        notify(ACTIVATION_EMAIL_SENT, { type: 'success' });
        options.onChanged();
      } catch {
        notify(ACTIVATION_EMAIL_ERROR, { type: 'error' });
      }
    },
    pdfView: async (r: ActivationRef) => {
      // Opened before the fetch so the browser treats it as a user-initiated tab.
      const tab = window.open('', '_blank');
      try {
        const blob = await fetchActivationPdf(r.id);
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank');
        notify(ACTIVATION_PDF_OK, { type: 'success' });
      } catch {
        tab?.close();
        notify(ACTIVATION_PDF_LOAD_ERROR, { type: 'error' });
      }
    },
    pdfDownload: async (r: ActivationRef) => {
      try {
        const blob = await fetchActivationPdf(r.id);
        const a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = `Customer Activation # ${r.applicationNumber}.pdf`;
        document.body.appendChild(a);
        a.click();
        a.remove();
        notify(ACTIVATION_PDF_OK, { type: 'success' });
      } catch {
        notify(ACTIVATION_PDF_ERROR, { type: 'error' });
      }
    },
    /** A mail draft with a link to the details page (§1). */
    email: (r: ActivationRef) => {
      const link = `${window.location.origin}/activations/details/${r.id}`;
      const subjectLine = `Customer Activation # ${r.applicationNumber}`;
      window.location.href = `mailto:?subject=${encodeURIComponent(subjectLine)}&body=${encodeURIComponent(link)}`;
    },
  };

  const record = (kind: DialogKind) => (open?.kind === kind ? open.record : null);
  const decided = done(() => {
    (options.afterDecision ?? root)();
    options.onChanged();
  });
  const dialogs = (
    <>
      <ApproveDialog record={record('approve')} onClose={close} onDone={decided} />
      <DenyDialog record={record('deny')} onClose={close} onDone={decided} />
      <NotesDialog record={record('notes')} onClose={close} onDone={done()} />
      <DeleteDialog record={record('delete')} onClose={close} onDone={done(options.afterDelete)} />
      <InviteDialog open={open?.kind === 'copy'} copyOf={open?.record.id} onClose={close} onDone={done()} />
    </>
  );
  return { act, dialogs };
}
