import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TRADE_REFERENCES } from '@cp/schemas/messages/renderer';

export interface Props {
  open: boolean;
  onGoBack: () => void;
  onSkip: () => void;
}

/** The 'Warning' dialog shown before skipping trade references (spec §2, eight-step wizard); TradeReferenceWarning.tsx loads it. */
export default function TradeReferenceWarningDialog({ open, onGoBack, onSkip }: Props) {
  return (
    <Dialog open={open} onClose={onGoBack} aria-labelledby="trade-ref-warning-title">
      <DialogTitle id="trade-ref-warning-title">{TRADE_REFERENCES.warningTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{TRADE_REFERENCES.warningText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onGoBack}>{TRADE_REFERENCES.goBack}</Button>
        <Button variant="contained" onClick={onSkip}>
          {TRADE_REFERENCES.goToSign}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
