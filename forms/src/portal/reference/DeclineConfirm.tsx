import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { REFERENCE_PAGE as M } from './messages';

interface Props {
  unitName: string;
  applicantName: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * 'We cannot give references' asked once more in the page itself, not in a modal (a phone user is never trapped
 * in a dialog): the answer counts, so one tap more confirms it.
 */
export function DeclineConfirm({ unitName, applicantName, busy, onConfirm, onBack }: Props) {
  return (
    <Alert severity="warning" icon={false} role="region" aria-label={M.cannot}>
      <Box sx={{ mb: 2 }}>{M.cannotConfirm(unitName, applicantName)}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="contained"
          color="warning"
          size="large"
          disabled={busy}
          onClick={onConfirm}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {M.cannotYes}
        </Button>
        <Button
          size="large"
          disabled={busy}
          onClick={onBack}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {M.cannotBack}
        </Button>
      </Box>
    </Alert>
  );
}
