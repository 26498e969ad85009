import { useEffect, useState } from 'react';
import type { ContactOption, DenialCodeOption, UnitOption } from '@cp/schemas/contracts/unit-options';
import { useSubmissionApi } from './api';
import { useKind } from './KindContext';

/** Loads a list when `key` is set (and again when it changes); empty while unset or on failure. */
function useLoaded<T>(key: string | null | undefined, load: (key: string) => Promise<{ data: T[] }>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (!key) {
      setItems([]);
      return undefined;
    }
    let live = true;
    load(key).then(
      (a) => live && setItems(a.data ?? []),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  return items;
}

/** The invite and copy dialogs' offered units (§5 'Invite'), loaded when the dialog opens. */
export function useOfferedUnits(open: boolean): UnitOption[] {
  const { resource } = useKind();
  const api = useSubmissionApi(resource);
  return useLoaded(open ? resource : null, api.offeredUnits);
}

/** The list filter's units: the user's selection (ALL is the filter's own empty choice). */
export function useSelectableUnits(): UnitOption[] {
  const { resource } = useKind();
  const api = useSubmissionApi(resource);
  return useLoaded(resource, api.selectableUnits).filter((u) => u.kind !== 'all');
}

/** A unit's active contacts, reloaded when the unit changes. */
export function useContacts(unitId: string | null | undefined): ContactOption[] {
  const api = useSubmissionApi(useKind().resource);
  return useLoaded(unitId, api.contacts);
}

/** A unit's denial codes, reloaded when the unit changes. */
export function useDenialCodes(unitId: string | null | undefined): DenialCodeOption[] {
  const api = useSubmissionApi(useKind().resource);
  return useLoaded(unitId, api.denialCodes);
}
