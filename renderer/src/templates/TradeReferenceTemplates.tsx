import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { TRADE_REFERENCES } from '@cp/schemas/messages/renderer';

/** References 1 to 3 are mandatory and cannot be removed (spec §4, §5). */
export const FIXED_REFERENCES = 3;

export function TradeReferenceItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { index, children, buttonsProps, disabled, readonly } = props;
  const headingId = `${buttonsProps.fieldPathId.$id}__heading`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {TRADE_REFERENCES.reference} {index + 1}
      </Typography>
      {children}
      {index >= FIXED_REFERENCES && (
        <Button
          color="error"
          onClick={buttonsProps.onRemoveItem}
          disabled={disabled || readonly}
          sx={{ mt: 1 }}
        >
          {TRADE_REFERENCES.remove}
        </Button>
      )}
    </Paper>
  );
}

export function TradeReferencesTemplate(props: ArrayFieldTemplateProps) {
  const { items, onAddClick, disabled, readonly, rawErrors = [], fieldPathId } = props;
  return (
    <Box id={fieldPathId.$id}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {TRADE_REFERENCES.minimum}
      </Typography>
      {items}
      {rawErrors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      <Button variant="outlined" onClick={onAddClick} disabled={disabled || readonly}>
        {TRADE_REFERENCES.add}
      </Button>
    </Box>
  );
}
