import {
  forwardRef,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type InputHTMLAttributes,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { useFormControl, type FormControlState } from '@mui/material/FormControl';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { FORM } from '@cp/schemas/messages/renderer';
import { typeUpperCase } from './typeUpperCase';
import type { TypedValue } from './useTypedValue';

interface Props {
  widget: WidgetProps & Partial<Pick<TypedValue, 'heldValue'>>;
  /** What the input shows (formatted). */
  display: string;
  /**
   * Called with the raw text the user typed or pasted. Answers true when the box already shows what the widget
   * shows for that text: then nothing is rendered again for the keystroke.
   */
  onText: (text: string) => boolean | void;
  onBlurText?: (text: string) => void;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'tel';
  type?: string;
  placeholder?: string;
  maxLength?: number;
  start?: ReactNode;
  autoComplete?: string;
  /** Upper-case letters as they are typed: they go into the box upper-cased (`typeUpperCase`). */
  upperCase?: boolean;
  /**
   * `maxLength` is the answer's limit (not a mask's length): typing or pasting past it says so below the box
   * instead of cutting the text silently (the definition's maxLength message, else the engine's).
   */
  announceLimit?: boolean;
}

type FormControlRef = MutableRefObject<FormControlState | undefined>;

/** MUI's <input>, telling the text box its FormControl (to keep the label's 'filled' state after a value set). */
const FormControlInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { formControl?: FormControlRef }
>(function FormControlInput({ formControl, ...rest }, ref) {
  const state = useFormControl();
  useLayoutEffect(() => {
    if (formControl) formControl.current = state;
  });
  return <input ref={ref} {...rest} />;
});

const UPPER = { textTransform: 'uppercase' } as const;

/**
 * The one text box every text-like widget renders: label, error state and aria-describedby wired the RJSF way.
 *
 * Keystroke speed (README, 'Keystroke on the trade-references step'): the browser keeps what the user types
 * (the <input> is not controlled by React), and MUI's TextField is rendered again only when something other
 * than the text changes (label, error state, disabled...). What the widget wants shown (`display`: masked, with
 * thousands separators, or an outside change such as a loaded draft) is written into the input before paint,
 * only when it differs from what the input holds. A keystroke the box already shows as the widget wants it
 * (`onText` answers true; upper-casing happens before the letter goes in) renders nothing at all.
 */
export default function TextInput({ widget, display, onText, onBlurText, ...rest }: Props) {
  const { id, htmlName, label, hideLabel, required, disabled, readonly, rawErrors = [] } = widget;
  const { options, schema } = widget;
  const input = useRef<HTMLInputElement>(null);
  const formControl: FormControlRef = useRef(undefined);
  const initial = useRef(display);
  // The handlers read the latest props: the TextField element below keeps its identity across keystrokes.
  const latest = useRef({ widget, onText, onBlurText });
  latest.current = { widget, onText, onBlurText };

  // After a keystroke the widget does not show as typed, the box is checked against what the widget shows for
  // it (a non-digit typed into a number box changes no value, yet must go).
  const [, typed] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || el.value === display) return;
    // `display` is of the value the widget held when it rendered: when the box has shown a newer one as typed
    // since (`onText` answered true; this render is the box's own, or was under way), the box is right.
    if (widget.heldValue && !Object.is(widget.heldValue(), widget.value)) return;
    const sameLength = el.value.length === display.length;
    const { selectionStart, selectionEnd } = el;
    el.value = display;
    // Upper-casing keeps the caret where it was (typing in the middle of a word keeps working).
    if (sameLength && el.ownerDocument.activeElement === el && selectionStart !== null)
      el.setSelectionRange(selectionStart, selectionEnd);
    const control = formControl.current;
    if (display) control?.onFilled();
    else control?.onEmpty();
  });

  const error = rawErrors.length > 0;
  const [limitReached, setLimitReached] = useState(false);
  const maxLength = rest.maxLength ?? (options.maxLength as number | undefined);
  const announce = rest.announceLimit ? maxLength : undefined;
  const limitNote = limitReached && announce ? limitMessage(schema, announce) : undefined;
  const helperId = `${id}__limit`;
  const describedBy = [ariaDescribedByIds(id, !!schema.examples), limitNote ? helperId : '']
    .filter(Boolean)
    .join(' ');
  // No attribute for no placeholder (RJSF hands '' for none): Chromium gives an input with a placeholder attribute,
  // even an empty one, a placeholder element whose style it sets on every keystroke, and the page's style is then
  // recalculated for it before the keystroke's editing (issue 33, about 0.07 ms a keystroke on the trade references).
  const placeholder = rest.placeholder ?? (widget.placeholder || undefined);
  const { type = 'text', autoComplete, inputMode, start, upperCase } = rest;
  useEffect(() => {
    const el = input.current;
    if (!el || !upperCase) return;
    el.addEventListener('beforeinput', typeUpperCase);
    return () => el.removeEventListener('beforeinput', typeUpperCase);
  }, [upperCase]);
  const shownLabel = labelValue(label || undefined, hideLabel, undefined);
  const isDisabled = disabled || readonly;
  // What would be in the box after this keystroke or paste: past the limit, the browser drops it silently.
  const overLimit = (el: HTMLInputElement, added: number) =>
    announce !== undefined &&
    el.value.length - Math.abs((el.selectionEnd ?? 0) - (el.selectionStart ?? 0)) + added > announce;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    setLimitReached(overLimit(e.currentTarget, 1));
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) =>
    setLimitReached(overLimit(e.currentTarget, e.clipboardData.getData('text').length));
  const latestLimit = useRef({ onKeyDown, onPaste });
  latestLimit.current = { onKeyDown, onPaste };
  return useMemo(
    () => (
      <TextField
        id={id}
        name={htmlName || id}
        label={shownLabel}
        defaultValue={initial.current}
        required={required}
        disabled={isDisabled}
        error={error}
        fullWidth
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputRef={input}
        onChange={(e) => {
          const shown = latest.current.onText(e.target.value) === true;
          if (announce !== undefined && e.target.value.length < announce) setLimitReached(false);
          if (!shown) typed();
        }}
        helperText={limitNote}
        onBlur={(e) => {
          latest.current.onBlurText?.(e.target.value);
          latest.current.widget.onBlur(id, e.target.value);
        }}
        onFocus={(e) => latest.current.widget.onFocus(id, e.target.value)}
        slotProps={{
          formHelperText: { id: helperId, role: 'status' },
          htmlInput: {
            onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => latestLimit.current.onKeyDown(e),
            onPaste: (e: ClipboardEvent<HTMLInputElement>) => latestLimit.current.onPaste(e),
            'aria-describedby': describedBy,
            inputMode,
            maxLength,
            style: upperCase ? UPPER : undefined,
            formControl,
          },
          input: {
            inputComponent: FormControlInput,
            ...(start ? { startAdornment: <InputAdornment position="start">{start}</InputAdornment> } : {}),
          },
        }}
      />
    ),
    [
      id,
      htmlName,
      shownLabel,
      required,
      isDisabled,
      error,
      type,
      placeholder,
      autoComplete,
      describedBy,
      inputMode,
      maxLength,
      upperCase,
      start,
      limitNote,
      helperId,
      announce,
    ],
  );
}

/** The definition's own words for the field's maxLength, else the engine's. */
function limitMessage(schema: WidgetProps['schema'], max: number): string {
  const own = (schema.errorMessage as { maxLength?: unknown } | undefined)?.maxLength;
  return typeof own === 'string' ? own : FORM.limitReached(max);
}
