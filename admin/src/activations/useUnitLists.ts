import { useEffect, useState } from 'react';
import { activationApi, type ContactOption, type DenialCodeOption, type UnitOption } from './api';

/** The invite and copy dialogs' offered units (§5 'Invite'), loaded when the dialog opens. */
export function useOfferedUnits(open: boolean): UnitOption[] {
  const [units, setUnits] = useState<UnitOption[]>([]);
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    activationApi.offeredUnits().then(
      (a) => live && setUnits(a.data ?? []),
      () => live && setUnits([]),
    );
    return () => {
      live = false;
    };
  }, [open]);
  return units;
}

/** A unit's active contacts (or denial codes), reloaded when the unit changes. */
function useUnitList<T>(
  unitId: string | null | undefined,
  load: (id: string) => Promise<{ data: T[] }>,
): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (!unitId) {
      setItems([]);
      return undefined;
    }
    let live = true;
    load(unitId).then(
      (a) => live && setItems(a.data ?? []),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [unitId, load]);
  return items;
}

export const useContacts = (unitId: string | null | undefined): ContactOption[] =>
  useUnitList(unitId, activationApi.contacts);
export const useDenialCodes = (unitId: string | null | undefined): DenialCodeOption[] =>
  useUnitList(unitId, activationApi.denialCodes);
