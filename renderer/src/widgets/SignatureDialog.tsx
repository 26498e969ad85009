import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SIGNATURE } from '@cp/schemas/messages/renderer';

import { SIGNATURE_FONT } from './signatureFont';

export { SIGNATURE_FONT };

interface Props {
  open: boolean;
  idPrefix: string;
  cancelLabel: string;
  onClose: () => void;
  onAdopt: (name: string) => void;
}

/** 'Adopt Your Signature': Full Name, a live cursive preview, the consent text, Back/Cancel and Adopt And Sign. */
export default function SignatureDialog({ open, idPrefix, cancelLabel, onClose, onAdopt }: Props) {
  const [name, setName] = useState('');
  const [warning, setWarning] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const titleId = `${idPrefix}-title`;
  const adopt = () => {
    if (name.trim() === '') return setWarning(true);
    onAdopt(name.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // The cursor starts in Full Name; after adopting, the widget moves focus to the signature itself
      // (the Sign button it would return to is gone), so the dialog does not restore focus on close.
      slotProps={{ transition: { onEntered: () => nameInput.current?.focus() } }}
      disableRestoreFocus
    >
      <DialogTitle id={titleId}>{SIGNATURE.dialogTitle}</DialogTitle>
      <DialogContent>
        {warning && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {SIGNATURE.empty}
          </Alert>
        )}
        <TextField
          id={`${idPrefix}-name`}
          inputRef={nameInput}
          label={SIGNATURE.fullName}
          value={name}
          fullWidth
          margin="dense"
          onChange={(e) => {
            setName(e.target.value);
            if (e.target.value.trim() !== '') setWarning(false);
          }}
          onKeyDown={(e) => e.key === 'Enter' && adopt()}
        />
        <Box
          aria-label={SIGNATURE.preview}
          role="img"
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 64, my: 2, px: 1, overflow: 'hidden' }}
        >
          <Typography
            sx={{
              fontFamily: SIGNATURE_FONT,
              fontStyle: 'italic',
              fontSize: 40,
              lineHeight: 1.5,
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {SIGNATURE.consent} {SIGNATURE.management}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button variant="contained" onClick={adopt}>
          {SIGNATURE.adopt}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
