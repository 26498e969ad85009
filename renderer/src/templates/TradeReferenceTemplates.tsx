import { memo, useCallback, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  deepEquals,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type RJSFSchema,
} from '@rjsf/utils';
import { TRADE_REFERENCES } from '@cp/schemas/messages/renderer';
import { sameElement } from './sameElement';

/** References 1 to 3 are mandatory and cannot be removed (spec §4, §5). */
export const FIXED_REFERENCES = 3;

// The parts below do not change while the user types in a card: memoised, they are not re-rendered (and
// re-styled) with every keystroke in the list.

const ItemHeading = memo(function ItemHeading({ id, index }: { id: string; index: number }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      {TRADE_REFERENCES.reference} {index + 1}
    </Typography>
  );
});

/** The list's minimum, in the definition's own words (the six- and eight-step forms word it differently). */
export function minimumMessage(schema: RJSFSchema): string | undefined {
  const own = (schema.errorMessage as { minItems?: unknown } | undefined)?.minItems ?? schema['x-required'];
  return typeof own === 'string' ? own : undefined;
}

const ListIntro = memo(function ListIntro({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {message}
    </Typography>
  );
});

const AddButton = memo(function AddButton({
  onClick,
  disabled,
}: {
  onClick: (event: MouseEvent) => void;
  disabled: boolean;
}) {
  return (
    <Button variant="outlined" onClick={onClick} disabled={disabled}>
      {TRADE_REFERENCES.add}
    </Button>
  );
});

function TradeReferenceItem(props: ArrayFieldItemTemplateProps) {
  const { index, children, buttonsProps, disabled, readonly } = props;
  const headingId = `${buttonsProps.fieldPathId.$id}__heading`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <ItemHeading id={headingId} index={index} />
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
  const { items, onAddClick, disabled, readonly, rawErrors = [], fieldPathId, schema } = props;
  const addClick = useRef(onAddClick);
  addClick.current = onAddClick;
  const add = useCallback((event: MouseEvent) => addClick.current(event), []);
  return (
    <Box id={fieldPathId.$id}>
      {/* The same words in red below say it already when the list is short. */}
      <ListIntro
        message={rawErrors.includes(minimumMessage(schema) ?? '') ? undefined : minimumMessage(schema)}
      />
      {items}
      {rawErrors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      <AddButton onClick={add} disabled={!!(disabled || readonly)} />
    </Box>
  );
}

/**
 * A keystroke in one card gives every item of the list a new (deep-equal) data object, so RJSF renders every
 * card again; the cards whose props did not change keep what they rendered, as RJSF's own fields do.
 */
export const TradeReferenceItemTemplate = memo(TradeReferenceItem, (prev, next) => {
  for (const key of new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof typeof prev>) {
    if (key === 'children' ? !sameElement(prev.children, next.children) : !deepEquals(prev[key], next[key]))
      return false;
  }
  return true;
});
