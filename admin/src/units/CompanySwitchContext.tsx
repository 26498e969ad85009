import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRefresh } from 'react-admin';
import { CompanySwitchDialog } from './CompanySwitchDialog';

const CompanySwitchContext = createContext<() => void>(() => undefined);

/** Opens the company switch dialog (from the Profile menu, which closes before the dialog shows). */
export const useOpenCompanySwitch = () => useContext(CompanySwitchContext);

export function CompanySwitchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefresh();
  const openDialog = useCallback(() => setOpen(true), []);
  const value = useMemo(() => openDialog, [openDialog]);
  return (
    <CompanySwitchContext.Provider value={value}>
      {children}
      <CompanySwitchDialog
        open={open}
        onClose={() => setOpen(false)}
        onSwitched={() => {
          setOpen(false);
          // After switching, go home and reload every list for the new selection (back-office.md §2 '/').
          navigate('/');
          refresh();
        }}
      />
    </CompanySwitchContext.Provider>
  );
}
