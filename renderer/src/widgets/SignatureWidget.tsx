import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { SIGNATURE } from '@cp/schemas/messages/renderer';
import { SIGNATURE_FONT } from './signatureFont';

// The dialog is not part of the form's first screen: its code loads when the customer first presses Sign
// (issue 17, first load). Once loaded it stays mounted, so it closes with its transition.
const SignatureDialog = lazy(() => import('./SignatureDialog'));

/**
 * The e-signature: a button opens 'Adopt Your Signature'; once adopted the button is gone for good (spec §4:
 * a signature can be adopted only once) and the name shows in script. ui:options.cancelLabel picks 'Back'
 * (activation form) or 'Cancel' (wizards).
 */
export default function SignatureWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, rawErrors = [], options } = props;
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const signature = typeof props.value === 'string' ? props.value : '';
  // Keyboard users continue from where they signed: focus goes to the adopted signature, or back to the
  // Sign button when the dialog was closed without signing (never to the top of the page).
  const adopted = useRef<HTMLElement>(null);
  const signButton = useRef<HTMLButtonElement>(null);
  const [focusAfterClose, setFocusAfterClose] = useState<'signature' | 'button' | null>(null);
  useEffect(() => {
    if (!focusAfterClose) return;
    (focusAfterClose === 'signature' ? adopted.current : signButton.current)?.focus();
    setFocusAfterClose(null);
  }, [focusAfterClose, signature]);
  return (
    <Box id={id} aria-describedby={ariaDescribedByIds(id, false)} sx={{ my: 1 }}>
      {!hideLabel && (
        <FormLabel required={required} error={rawErrors.length > 0}>
          {label || SIGNATURE.adoptedLabel}
        </FormLabel>
      )}
      <Typography variant="body2" color="text.secondary">
        {SIGNATURE.management}
      </Typography>
      {signature ? (
        <Typography
          data-testid="adopted-signature"
          ref={adopted}
          tabIndex={-1}
          sx={{
            fontFamily: SIGNATURE_FONT,
            fontStyle: 'italic',
            fontSize: 36,
            borderBottom: 1,
            borderColor: 'divider',
            px: 1,
          }}
        >
          {signature}
        </Typography>
      ) : (
        <Box>
          <Button
            variant="outlined"
            ref={signButton}
            onClick={() => {
              setEverOpened(true);
              setOpen(true);
            }}
            disabled={disabled || readonly}
            sx={{ mt: 1 }}
          >
            {String(options.buttonLabel ?? SIGNATURE.open)}
          </Button>
        </Box>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <SignatureDialog
            open={open && !signature}
            idPrefix={`${id}-dialog`}
            cancelLabel={String(options.cancelLabel ?? SIGNATURE.cancel)}
            onClose={() => {
              setOpen(false);
              setFocusAfterClose('button');
            }}
            onAdopt={(name) => {
              setOpen(false);
              props.onChange(name);
              setFocusAfterClose('signature');
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
