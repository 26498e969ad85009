import { useRef, useState } from 'react';
import { Button, DialogContentText, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import type { TradeReferenceFile } from '@cp/schemas/contracts/applications';
import { TRADE_REFERENCES_PDF_ERROR, TRADE_REFERENCES_UPLOADED } from '@cp/schemas/messages/applications';
import { ActionDialog } from '../dialogs/ActionDialog';
import { saveBlob, serverWarning, useSubmissionApi } from '../submissions/api';
import { DisabledReason } from '../submissions/DisabledReason';
import { formatDate } from '../submissions/format';
import { deniedReason } from '../submissions/reasons';

/**
 * The name the customer's file had: the server stores it as '{name}_{application id}{.ext}' (one name per
 * application, §7 setTradeReferences answers it), which is not the name anyone uploaded.
 */
export const uploadedName = (stored: string, id: string): string =>
  stored.replace(new RegExp(`_${id.replace(/[^\w-]/g, '')}(?=\\.[^.]*$|$)`), '');

/** §5 'Uploads': trade references accept .pdf, .doc and .docx. */
const ACCEPT = '.pdf,.doc,.docx';

/**
 * 'Trade References File' (§2 details): download the current file, or upload one after a confirmation,
 * since it overwrites the current file (§4).
 */
export function TradeReferencesFile(props: {
  id: string;
  file: TradeReferenceFile | null;
  onChanged: () => void;
  /** READ ONLY users may download but not upload (§6). */
  canUpload: boolean;
}) {
  const { id, file, onChanged, canUpload } = props;
  const name = file ? uploadedName(file.fileName, id) : '';
  const api = useSubmissionApi('applications');
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const download = async () => {
    if (!file) return;
    try {
      saveBlob(await api.downloadFile(id, file.id), name);
    } catch {
      notify(TRADE_REFERENCES_PDF_ERROR, { type: 'error' });
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="trade-references-file">
      <Typography variant="subtitle2">Trade References File</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {file ? (
          <Button variant="outlined" onClick={() => void download()}>
            Download {name}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No file uploaded
          </Typography>
        )}
        {file ? (
          <Typography variant="caption" color="text.secondary">
            {formatDate(file.addDate)}
          </Typography>
        ) : null}
        <DisabledReason reason={canUpload ? '' : deniedReason('upload')}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={!canUpload}>
            Upload
          </Button>
        </DisabledReason>
        <input
          ref={input}
          hidden
          type="file"
          accept={ACCEPT}
          aria-label="Trade references file"
          onChange={(e) => {
            setChosen(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
      </Stack>
      <ActionDialog
        open={!!chosen}
        title="Upload Trade References"
        action={{ label: 'Upload' }}
        onClose={() => setChosen(null)}
        run={async () => {
          await api.uploadTradeReferences(id, chosen!);
          return TRADE_REFERENCES_UPLOADED;
        }}
        failure={serverWarning}
        onDone={() => {
          setChosen(null);
          onChanged();
        }}
      >
        <DialogContentText>
          Are you sure you want to upload {chosen?.name}? This will overwrite the current trade references
          file.
        </DialogContentText>
      </ActionDialog>
    </Stack>
  );
}
