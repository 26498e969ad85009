import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeRememberedPage } from './returnTo';

/** After signing in again following an idle logout, back to the page the user was on (returnTo.ts). */
export function ReturnToRememberedPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const path = takeRememberedPage();
    if (path) navigate(path, { replace: true });
  }, [navigate]);
  return null;
}
