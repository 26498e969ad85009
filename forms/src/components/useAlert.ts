import { useCallback, useEffect, useState } from 'react';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';
export interface AlertState {
  severity: AlertSeverity;
  message: string;
  key: number;
}

/** customer-portal.md §9: success and warning alerts hide after 3000 ms; errors stay until closed. */
export const ALERT_HIDE_MS = 3000;

export function useAlert() {
  const [alert, setAlert] = useState<AlertState | null>(null);

  useEffect(() => {
    if (!alert || alert.severity === 'error') return undefined;
    const timer = setTimeout(() => setAlert(null), ALERT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const show = useCallback((severity: AlertSeverity, message: string) => {
    setAlert({ severity, message, key: Date.now() });
  }, []);
  const close = useCallback(() => setAlert(null), []);
  return { alert, show, close };
}
