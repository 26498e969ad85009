import { memo, useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { TRADE_REFERENCES } from '@cp/schemas/messages/renderer';
import { FileUpload } from '../widgets/FileUploadWidget';
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
  const skip = () => {
    setWarning(false);
    setChosen('later');
    const next = engine.patch({ [fileKey]: undefined, [skippedKey]: true, [listKey]: [] });
    if (engine.goNext) engine.goNext(next);
    else engine.saveNow?.(next);
  };
  // Stable callbacks for the memoised parts below: typing in a reference re-renders this field, not them.
  const latest = useRef({ enter, skip });
  latest.current = { enter, skip };
  const onEnter = useCallback(() => latest.current.enter(), []);
  const onUpload = useCallback(() => setChosen('upload'), []);
  const onLater = useCallback(() => setWarning(true), []);
  const onGoBack = useCallback(() => setWarning(false), []);
  const onSkip = useCallback(() => latest.current.skip(), []);

  return (
    <Box>
      <Choices mode={mode} noChoice={noChoice} onEnter={onEnter} onUpload={onUpload} onLater={onLater} />
      {mode === 'manual' && <TradeReferencesField {...props} />}
      {mode === 'upload' && (
        <FileUpload
          id={`${props.fieldPathId.$id}__file`}
          label={TRADE_REFERENCES.upload}
          stored={typeof fileName === 'string' ? fileName : undefined}
          context={engine}
          onStored={stored}
        />
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
  onEnter: () => void;
  onUpload: () => void;
  onLater: () => void;
}

/** The heading and the three option buttons. */
const Choices = memo(function Choices({ mode, noChoice, onEnter, onUpload, onLater }: ChoicesProps) {
  const pick = (m: Mode, label: string, onClick: () => void) => (
    <Button variant={mode === m ? 'contained' : 'outlined'} aria-pressed={mode === m} onClick={onClick}>
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
