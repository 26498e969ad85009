import { useState } from 'react';
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

/** A .pdf/.doc/.docx picker: checks the type, hands the file to formContext.onUpload, shows the stored name. */
export function FileUpload({ id, label, disabled, stored, context, onStored }: UploadProps) {
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
  const href = stored && context.fileDownloadUrl?.(stored);
  const shown = stored && displayFileName(stored, context.fileIdSuffix);
  return (
    <Box sx={{ my: 1 }}>
      <Button component="label" variant="outlined" disabled={disabled || busy} htmlFor={id}>
        {label}
        <input
          id={id}
          type="file"
          hidden
          accept={ACCEPTED_EXTENSIONS.join(',')}
          aria-describedby={ariaDescribedByIds(id, false)}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </Button>
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
