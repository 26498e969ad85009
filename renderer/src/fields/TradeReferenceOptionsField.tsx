import { memo, useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { TRADE_REFERENCES } from '@cp/schemas/messages/renderer';
import { FileInput, UploadState, useFileUpload } from '../widgets/FileUploadWidget';
import { FIXED_REFERENCES } from '../templates/TradeReferenceTemplates';
import TradeReferencesField from './TradeReferencesField';
import TradeReferenceWarning from './TradeReferenceWarning';
import { engineOf, pathOf } from './ToggleBox';
import { getAt, toPointer } from '../errors/paths';

type Mode = 'manual' | 'upload' | 'later' | undefined;

const typedSomething = (refs: unknown) =>
  Array.isArray(refs) &&
  refs.some((r) =>
    Object.entries((r ?? {}) as Record<string, unknown>).some(
      ([k, v]) => k !== 'country' && k !== '_id' && typeof v === 'string' && v.trim() !== '',
    ),
  );

/**
 * The three mutually exclusive trade-reference options on the list property (spec §4): entering clears the
 * file and the skip flag; uploading clears the entries and the skip flag, stores the file name and saves;
 * skipping (after the 'Warning' dialog) clears the entries and the file, saves and goes on to the e-signature.
 * ui:options.fileKey / skippedKey name the sibling properties.
 */
export default function TradeReferenceOptionsField(props: FieldProps) {
  const engine = engineOf(props);
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { fileKey?: string; skippedKey?: string };
  const path = pathOf(props);
  const prefix = path
    .slice(0, -1)
    .map((p) => p + '.')
    .join('');
  const fileKey = prefix + (options.fileKey ?? 'tradeReferencesFileName');
  const skippedKey = prefix + (options.skippedKey ?? 'tradeReferencesSkipped');
  const listKey = path.join('.');
  const parent = (getAt(engine.getData(), toPointer(path.slice(0, -1).join('.'))) ?? {}) as Record<
    string,
    unknown
  >;
  const fileName = parent[options.fileKey ?? 'tradeReferencesFileName'];
  const skipped = parent[options.skippedKey ?? 'tradeReferencesSkipped'] === true;
  const initial: Mode = fileName
    ? 'upload'
    : skipped
      ? 'later'
      : typedSomething(props.formData)
        ? 'manual'
        : undefined;
  const [chosen, setChosen] = useState<Mode>(initial);
  const [warning, setWarning] = useState(false);
  const mode = chosen ?? initial;
  const noChoice = mode === undefined && engine.showErrors;
  const blankRefs = Array.from({ length: FIXED_REFERENCES }, () => ({}));

  const enter = () => {
    setChosen('manual');
    const refs =
      Array.isArray(props.formData) && props.formData.length >= FIXED_REFERENCES ? props.formData : blankRefs;
    engine.patch({ [fileKey]: undefined, [skippedKey]: undefined, [listKey]: refs });
  };
  const stored = (name: string) => {
    setChosen('upload');
    // Patch first: `saveNow?.(patch(...))` would skip the patch when there is no saveNow.
    const next = engine.patch({ [fileKey]: name, [skippedKey]: undefined, [listKey]: [] });
    engine.saveNow?.(next);
  };
  const upload = useFileUpload(engine, stored);
  const fileInput = useRef<HTMLInputElement>(null);
  const storedName = typeof fileName === 'string' && fileName ? fileName : undefined;
  // NEXT stopped on this step: name what is missing, as the list names its own minimum.
  const missing = !engine.showErrors
    ? undefined
    : mode === undefined
      ? TRADE_REFERENCES.chooseOption
      : mode === 'upload' && !storedName && !upload.busy
        ? TRADE_REFERENCES.chooseFile
        : undefined;
  const missingId = `${props.fieldPathId.$id}__missing`;
  const skip = () => {
    setWarning(false);
    setChosen('later');
    const next = engine.patch({ [fileKey]: undefined, [skippedKey]: true, [listKey]: [] });
    if (engine.goNext) engine.goNext(next);
    else engine.saveNow?.(next);
  };
  // Stable callbacks for the memoised parts below: typing in a reference re-renders this field, not them.
  const latest = useRef({ enter, skip, choose: upload.choose });
  latest.current = { enter, skip, choose: upload.choose };
  const onEnter = useCallback(() => latest.current.enter(), []);
  // The one UPLOAD button chooses the option and opens the file picker (a click, so the keyboard opens it too).
  const onUpload = useCallback(() => {
    setChosen('upload');
    fileInput.current?.click();
  }, []);
  const onFile = useCallback((file: File | undefined) => void latest.current.choose(file), []);
  const onLater = useCallback(() => setWarning(true), []);
  const onGoBack = useCallback(() => setWarning(false), []);
  const onSkip = useCallback(() => latest.current.skip(), []);

  return (
    <Box>
      <Choices
        mode={mode}
        noChoice={noChoice}
        busy={upload.busy}
        describedBy={missing ? missingId : undefined}
        onEnter={onEnter}
        onUpload={onUpload}
        onLater={onLater}
      />
      <FileInput id={`${props.fieldPathId.$id}__file`} inputRef={fileInput} onFile={onFile} />
      {mode === 'manual' && <TradeReferencesField {...props} />}
      {mode === 'upload' && (
        <UploadState busy={upload.busy} problem={upload.problem} stored={storedName} context={engine} />
      )}
      {missing && (
        <FormHelperText id={missingId} error role="alert" sx={{ mt: 1 }}>
          {missing}
        </FormHelperText>
      )}
      {mode === 'later' && <Typography>{TRADE_REFERENCES.skipped}</Typography>}
      <Warning open={warning} onGoBack={onGoBack} onSkip={onSkip} />
    </Box>
  );
}

const Warning = memo(TradeReferenceWarning);

interface ChoicesProps {
  mode: Mode;
  noChoice: boolean;
  busy: boolean;
  /** The message naming what is missing; the first button takes focus after a stopped NEXT. */
  describedBy?: string;
  onEnter: () => void;
  onUpload: () => void;
  onLater: () => void;
}

/** The heading and the three option buttons. */
const Choices = memo(function Choices(props: ChoicesProps) {
  const { mode, noChoice, busy, describedBy, onEnter, onUpload, onLater } = props;
  const focusTarget: Mode | 'none' = !describedBy ? 'none' : mode === 'upload' ? 'upload' : 'manual';
  const pick = (m: Mode, label: string, onClick: () => void) => (
    <Button
      variant={mode === m ? 'contained' : 'outlined'}
      aria-pressed={mode === m}
      aria-describedby={describedBy}
      data-error-focus={focusTarget === m ? true : undefined}
      disabled={busy && m === 'upload'}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Typography
        component="h3"
        variant="subtitle1"
        color={noChoice ? 'error' : 'textPrimary'}
        sx={{ mb: 1 }}
      >
        {TRADE_REFERENCES.heading}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        {pick('manual', TRADE_REFERENCES.enter, onEnter)}
        {pick('upload', TRADE_REFERENCES.upload, onUpload)}
        {pick('later', TRADE_REFERENCES.later, onLater)}
      </Stack>
    </>
  );
});
