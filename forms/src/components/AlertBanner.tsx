import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import type { AlertState } from './useAlert';

interface Props {
  alert: AlertState | null;
  onClose: () => void;
}

/** One alert line; errors carry a close button because they do not hide by themselves. */
export function AlertBanner({ alert, onClose }: Props) {
  return (
    <Collapse in={alert !== null} unmountOnExit>
      {alert && (
        <Alert
          key={alert.key}
          severity={alert.severity}
          variant="filled"
          onClose={alert.severity === 'error' ? onClose : undefined}
          sx={{ mb: 2 }}
          role="alert"
        >
          {alert.message}
        </Alert>
      )}
    </Collapse>
  );
}
