import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FORM } from '@cp/schemas/messages/renderer';

interface Props {
  showBack: boolean;
  showNext: boolean;
  isSignStep: boolean;
  saving: boolean;
  /** Why the last save failed, shown right above the buttons (on a phone too), with TRY AGAIN. */
  failure?: string;
  onRetry?: () => void;
  onBack: () => void;
  onNext: () => void;
}

/** BACK hidden on the first and last step, NEXT hidden on the last; SUBMIT APPLICATION on the signing step. */
export default function WizardNav(props: Props) {
  const { showBack, showNext, isSignStep, saving, failure, onRetry, onBack, onNext } = props;
  return (
    <Box sx={{ mt: 3 }}>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            onRetry && (
              <Button
                color="inherit"
                size="small"
                onClick={onRetry}
                disabled={saving}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {FORM.retry}
              </Button>
            )
          }
        >
          {failure}
        </Alert>
      )}
      <Buttons {...{ showBack, showNext, isSignStep, saving, onBack, onNext }} />
    </Box>
  );
}

function Buttons({ showBack, showNext, isSignStep, saving, onBack, onNext }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
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
