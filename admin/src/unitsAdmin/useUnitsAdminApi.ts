import { useMemo } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { ContactBody, DenialCodeBody, WordingPreviewBody } from '@cp/schemas/contracts/units-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import type { UnitResource } from '../dataProvider/unitsAdmin';
import type { Failure } from '../dialogs/ActionDialog';

/** The dataProvider's administration methods bound to one resource (CONVENTIONS.md). */
export function useUnitsAdminApi(resource: UnitResource) {
  const dp = useDataProvider<ConsoleDataProvider>();
  return useMemo(
    () => ({
      setContact: (id: string, data: ContactBody, contactId?: string) =>
        dp.setUnitContact(resource, { id, contactId, data }),
      setDenialCode: (id: string, data: DenialCodeBody, codeId?: string) =>
        dp.setUnitDenialCode(resource, { id, codeId, data }),
      deleteDenialCode: (id: string, codeId: string) => dp.deleteUnitDenialCode(resource, { id, codeId }),
      uploadPacket: (id: string, file: File) => dp.uploadUnitPacket(resource, { id, file }),
      downloadPacket: (id: string) => dp.downloadUnitPacket(resource, { id }),
      preview: (data: WordingPreviewBody) => dp.previewWording(resource, { data }),
    }),
    [dp, resource],
  );
}

/** §7 'Client handling': the server's message as a warning, else the general error. */
export const serverFailure = (e: unknown): Failure =>
  e instanceof HttpError && e.message
    ? { message: e.message, type: 'warning' }
    : { message: GENERAL_ERROR, type: 'error' };
