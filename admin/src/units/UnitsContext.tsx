import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSessionUser } from '../auth/AbilityContext';
import { readSelection, writeSelection } from './selection';
import type { Selection } from './selection';
import { loadSelectableUnits } from './units';
import type { Unit } from './units';

interface UnitsState {
  units: Unit[];
  loading: boolean;
  selection: Selection;
  select: (selection: Selection) => void;
}

const UnitsContext = createContext<UnitsState>({
  units: [],
  loading: true,
  selection: { kind: 'all' },
  select: () => undefined,
});

export const useUnits = () => useContext(UnitsContext);

/** Loads the units the user may switch to and holds the header selection (kept in cookies). */
export function UnitsProvider({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const [units, setUnits] = useState<Unit[]>([]);
  const [loading, setLoading] = useState(true);
  const [selection, setSelection] = useState<Selection>(readSelection);

  useEffect(() => {
    if (!user) return undefined;
    let live = true;
    void loadSelectableUnits(user).then((list) => {
      if (!live) return;
      setUnits(list);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [user]);

  const select = useCallback(
    (next: Selection) => {
      writeSelection(next, units);
      setSelection(next);
    },
    [units],
  );

  const value = useMemo(() => ({ units, loading, selection, select }), [units, loading, selection, select]);
  return <UnitsContext.Provider value={value}>{children}</UnitsContext.Provider>;
}
