import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { ConsoleDataProvider } from '../dataProvider';
import type {
  Answer,
  ApprovePayload,
  DenyPayload,
  InvitePayload,
  SavePayload,
  SubmissionResource,
} from '../dataProvider/submissions';
import type { Failure } from '../dialogs/ActionDialog';

/** The dataProvider's actions (they change a record); lookups and files are read as they are. */
type ActionMethod =
  | 'invite'
  | 'copy'
  | 'approve'
  | 'deny'
  | 'setNotes'
  | 'resend'
  | 'changeEmail'
  | 'setCustomerCode'
  | 'save'
  | 'remove'
  | 'uploadTradeReferences';
type ActionParams<M extends ActionMethod> = Parameters<ConsoleDataProvider[M]>[1];
interface ActionCall {
  method: ActionMethod;
  params: unknown;
}

/**
 * The dataProvider's submission methods bound to one resource: every action, lookup and file of the
 * screens goes through the dataProvider (CONVENTIONS.md), hence through the console's one HTTP client.
 * Actions run as react-query mutations (react-admin's way of calling a custom dataProvider method): after
 * one succeeds, the resource's cached lists and records are invalidated, so every screen showing them
 * reloads.
 */
export function useSubmissionApi(resource: SubmissionResource) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: [resource, 'action'],
    mutationFn: ({ method, params }: ActionCall) =>
      // Each method takes (resource, its own params); the typed wrappers below pair them.
      (dp[method] as (r: SubmissionResource, p: unknown) => Promise<Answer<unknown>>)(resource, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });
  return useMemo(() => {
    const run = <T, M extends ActionMethod>(method: M, params: ActionParams<M>) =>
      mutateAsync({ method, params }) as Promise<Answer<T>>;
    return {
      invite: (data: InvitePayload) => run<{ id: string; link: string }, 'invite'>('invite', { data }),
      copy: (id: string, data: InvitePayload) => run<{ id: string }, 'copy'>('copy', { id, data }),
      approve: (id: string, data: ApprovePayload) => run('approve', { id, data }),
      deny: (id: string, data: DenyPayload) => run('deny', { id, data }),
      notes: (id: string, notes: string) => run('setNotes', { id, notes }),
      resend: (id: string) => run('resend', { id }),
      changeEmail: (id: string, email: string) => run('changeEmail', { id, email }),
      customerCode: (id: string, customerCode: string) => run('setCustomerCode', { id, customerCode }),
      save: (id: string, data: SavePayload) => run('save', { id, data }),
      remove: (id: string) => run('remove', { id }),
      uploadTradeReferences: (id: string, file: File) =>
        run<{ tradeReferencesFileName: string }, 'uploadTradeReferences'>('uploadTradeReferences', {
          id,
          file,
        }),
      link: (id: string) => dp.link(resource, { id }),
      pdf: (id: string) => dp.pdf(resource, { id }),
      docuSignPdf: (id: string) => dp.docuSignPdf(resource, { id }),
      /** Sends an approved application's agreement; the lists and records showing it then reload. */
      esignSend: async (id: string) => {
        const answer = await dp.esignSend({ id });
        await queryClient.invalidateQueries({ queryKey: [resource] });
        return answer;
      },
      downloadFile: (id: string, fileId: string) => dp.downloadFile(resource, { id, fileId }),
      offeredUnits: () => dp.offeredUnits(resource),
      selectableUnits: () => dp.selectableUnits(),
      contacts: (unitId: string) => dp.contacts(unitId),
      denialCodes: (unitId: string) => dp.denialCodes(unitId),
    };
  }, [dp, resource, mutateAsync, queryClient]);
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
