import {
  forwardRef,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type InputHTMLAttributes,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { useFormControl, type FormControlState } from '@mui/material/FormControl';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

interface Props {
  widget: WidgetProps;
  /** What the input shows (formatted). */
  display: string;
  /** Called with the raw text the user typed or pasted. */
  onText: (text: string) => void;
  onBlurText?: (text: string) => void;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'tel';
  type?: string;
  placeholder?: string;
  maxLength?: number;
  start?: ReactNode;
  autoComplete?: string;
  /** Upper-case letters as they are typed (before the value comes back upper-cased). */
  upperCase?: boolean;
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
 * Keystroke speed (issue 17): the browser keeps what the user types (the <input> is not controlled by React),
 * and MUI's TextField is rendered again only when something other than the text changes (label, error state,
 * disabled...). What the widget wants shown (`display`: upper-cased, masked, with thousands separators, or an
 * outside change such as a loaded draft) is written into the input before paint, only when it differs from
 * what the input holds: a keystroke that needs no normalising costs no render of MUI's parts and no value set.
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

  // After every keystroke the box is checked against what the widget shows for it (a non-digit typed into a
  // number box changes no value, yet must go).
  const [, typed] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || el.value === display) return;
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
  const describedBy = ariaDescribedByIds(id, !!schema.examples);
  const placeholder = rest.placeholder ?? widget.placeholder;
  const maxLength = rest.maxLength ?? (options.maxLength as number | undefined);
  const { type = 'text', autoComplete, inputMode, start, upperCase } = rest;
  const shownLabel = labelValue(label || undefined, hideLabel, undefined);
  const isDisabled = disabled || readonly;
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
          latest.current.onText(e.target.value);
          typed();
        }}
        onBlur={(e) => {
          latest.current.onBlurText?.(e.target.value);
          latest.current.widget.onBlur(id, e.target.value);
        }}
        onFocus={(e) => latest.current.widget.onFocus(id, e.target.value)}
        slotProps={{
          htmlInput: {
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
    ],
  );
}
