/**
 * 'Evidence (ZIP)': downloads a decided record's frozen evidence bundle (README 'Evidence bundle') through the
 * dataProvider. Until the worker has frozen it, the server's own message says it is being prepared.
 */
import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import { useDataProvider, useNotify } from 'react-admin';
import { EVIDENCE_DOWNLOAD_FAILED } from '@cp/schemas/messages/evidence';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage, saveBlob } from './api';

export interface EvidenceButtonProps {
  id: string;
  applicationNumber?: string | null;
  size?: 'small' | 'medium';
  /** An icon with the label as its tooltip, for a table row with little room. */
  compact?: boolean;
}

export const evidenceFileName = (applicationNumber?: string | null) =>
  `Evidence-${(applicationNumber ?? '').replace(/[^\w-]+/g, '') || 'record'}.zip`;

export function EvidenceButton({ id, applicationNumber, size, compact }: EvidenceButtonProps) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await dp.evidenceZip({ id }), evidenceFileName(applicationNumber));
    } catch (e) {
      notify(failureMessage(e, EVIDENCE_DOWNLOAD_FAILED), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const label = `Evidence (ZIP)${applicationNumber ? ` of ${applicationNumber}` : ''}`;
  if (compact)
    return (
      <Tooltip title="Evidence (ZIP)">
        <span>
          <IconButton size="small" onClick={() => void download()} disabled={busy} aria-label={label}>
            <ArchiveOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button
      size={size}
      startIcon={<ArchiveOutlined />}
      onClick={() => void download()}
      disabled={busy}
      sx={{ whiteSpace: 'nowrap' }}
      aria-label={label}
    >
      Evidence (ZIP)
    </Button>
  );
}
