import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FORM } from '@cp/schemas/messages/renderer';

interface Props {
  showBack: boolean;
  showNext: boolean;
  isSignStep: boolean;
  saving: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** BACK hidden on the first and last step, NEXT hidden on the last; SUBMIT APPLICATION on the signing step. */
export default function WizardNav({ showBack, showNext, isSignStep, saving, onBack, onNext }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Box>
        {showBack && (
          <Button variant="outlined" onClick={onBack} disabled={saving}>
            {FORM.back}
          </Button>
        )}
      </Box>
      {showNext && (
        <Button
          variant="contained"
          onClick={onNext}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
        >
          {isSignStep ? FORM.submitApplication : FORM.next}
        </Button>
      )}
    </Box>
  );
}
