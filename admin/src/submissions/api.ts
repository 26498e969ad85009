import { useMemo } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { ConsoleDataProvider } from '../dataProvider';
import type {
  ApprovePayload,
  DenyPayload,
  InvitePayload,
  SavePayload,
  SubmissionResource,
} from '../dataProvider/submissions';
import type { Failure } from '../dialogs/ActionDialog';

/**
 * The dataProvider's submission methods bound to one resource: every action, lookup and file of the
 * screens goes through the dataProvider (CONVENTIONS.md), hence through the console's one HTTP client.
 */
export function useSubmissionApi(resource: SubmissionResource) {
  const dp = useDataProvider<ConsoleDataProvider>();
  return useMemo(
    () => ({
      invite: (data: InvitePayload) => dp.invite(resource, { data }),
      copy: (id: string, data: InvitePayload) => dp.copy(resource, { id, data }),
      approve: (id: string, data: ApprovePayload) => dp.approve(resource, { id, data }),
      deny: (id: string, data: DenyPayload) => dp.deny(resource, { id, data }),
      notes: (id: string, notes: string) => dp.setNotes(resource, { id, notes }),
      resend: (id: string) => dp.resend(resource, { id }),
      changeEmail: (id: string, email: string) => dp.changeEmail(resource, { id, email }),
      customerCode: (id: string, customerCode: string) => dp.setCustomerCode(resource, { id, customerCode }),
      save: (id: string, data: SavePayload) => dp.save(resource, { id, data }),
      remove: (id: string) => dp.remove(resource, { id }),
      link: (id: string) => dp.link(resource, { id }),
      pdf: (id: string) => dp.pdf(resource, { id }),
      docuSignPdf: (id: string) => dp.docuSignPdf(resource, { id }),
      uploadTradeReferences: (id: string, file: File) => dp.uploadTradeReferences(resource, { id, file }),
      downloadFile: (id: string, fileId: string) => dp.downloadFile(resource, { id, fileId }),
      offeredUnits: () => dp.offeredUnits(resource),
      selectableUnits: () => dp.selectableUnits(),
      contacts: (unitId: string) => dp.contacts(unitId),
      denialCodes: (unitId: string) => dp.denialCodes(unitId),
    }),
    [dp, resource],
  );
}

export type SubmissionApi = ReturnType<typeof useSubmissionApi>;

/**
 * The message of a failed call: the server's answer (httpClient's HttpError carries it, or the general
 * message when the answer had none); anything else (no answer at all: the network failed) gets the
 * fallback, never the browser's own text such as 'Failed to fetch'.
 */
export const failureMessage = (e: unknown, fallback: string): string =>
  e instanceof HttpError && e.message ? e.message : fallback;

/** §8 Save and decisions: a failure shows the server's message as a warning. */
export const serverWarning = (e: unknown): Failure => ({
  message: failureMessage(e, GENERAL_ERROR),
  type: 'warning',
});

/** Saves a blob under a file name (PDF and trade-reference downloads). */
export function saveBlob(blob: Blob, fileName: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
