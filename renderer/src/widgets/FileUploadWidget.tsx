import { useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FILE_UPLOAD, TRADE_REFERENCES } from '@cp/schemas/messages/renderer';
import type { EngineContext } from '../types';
import { ACCEPTED_EXTENSIONS, displayFileName, isAcceptedFile } from './fileName';

interface UploadProps {
  id: string;
  label: string;
  disabled?: boolean;
  stored?: string;
  context: Partial<EngineContext>;
  onStored: (storedName: string) => void;
}

/** Checks the type, hands the file to formContext.onUpload and reports the stored name, the wait and the problem. */
export function useFileUpload(context: Partial<EngineContext>, onStored: (storedName: string) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedFile(file.name)) return setProblem(FILE_UPLOAD.wrongType);
    setProblem(undefined);
    if (!context.onUpload) return onStored(file.name);
    setBusy(true);
    try {
      onStored(await context.onUpload(file));
    } catch {
      setProblem(TRADE_REFERENCES.uploadFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, choose };
}

/** The hidden .pdf/.doc/.docx input a button opens. */
export function FileInput({
  id,
  inputRef,
  onFile,
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      id={id}
      ref={inputRef}
      type="file"
      hidden
      accept={ACCEPTED_EXTENSIONS.join(',')}
      aria-describedby={ariaDescribedByIds(id, false)}
      onChange={(e) => {
        onFile(e.target.files?.[0]);
        // The same file chosen again (after a failed upload) fires a change again.
        e.target.value = '';
      }}
    />
  );
}

/** What follows the button: the wait, the stored file under its own name (a download link), the problem. */
export function UploadState({
  busy,
  problem,
  stored,
  context,
}: {
  busy: boolean;
  problem?: string;
  stored?: string;
  context: Partial<EngineContext>;
}) {
  const href = stored && context.fileDownloadUrl?.(stored);
  const shown = stored && displayFileName(stored, context.fileIdSuffix);
  return (
    <>
      {busy && <CircularProgress size={20} sx={{ ml: 2, verticalAlign: 'middle' }} />}
      {shown && (
        <Box sx={{ mt: 1 }} data-testid="stored-file">
          {href ? (
            <Link href={href} target="_blank" rel="noopener">
              {shown}
            </Link>
          ) : (
            shown
          )}
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </>
  );
}

/** A .pdf/.doc/.docx picker: checks the type, hands the file to formContext.onUpload, shows the stored name. */
export function FileUpload({ id, label, disabled, stored, context, onStored }: UploadProps) {
  const { busy, problem, choose } = useFileUpload(context, onStored);
  return (
    <Box sx={{ my: 1 }}>
      <Button component="label" variant="outlined" disabled={disabled || busy} htmlFor={id}>
        {label}
        <FileInput id={id} onFile={(file) => void choose(file)} />
      </Button>
      <UploadState busy={busy} problem={problem} stored={stored} context={context} />
    </Box>
  );
}

export default function FileUploadWidget(props: WidgetProps) {
  const context = (props.registry.formContext ?? {}) as Partial<EngineContext>;
  return (
    <FileUpload
      id={props.id}
      label={props.label || FILE_UPLOAD.choose}
      disabled={props.disabled || props.readonly}
      stored={typeof props.value === 'string' ? props.value : undefined}
      context={context}
      onStored={(name) => props.onChange(name)}
    />
  );
}
