/**
 * 'Evidence (ZIP)': downloads a decided record's frozen evidence bundle (README 'Evidence bundle') through the
 * dataProvider. Until the worker has frozen it, the server's own message says it is being prepared.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import { useDataProvider, useNotify } from 'react-admin';
import { EVIDENCE_DOWNLOAD_FAILED } from '@cp/schemas/messages/evidence';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage, saveBlob } from './api';

export interface EvidenceButtonProps {
  id: string;
  applicationNumber?: string | null;
  size?: 'small' | 'medium';
}

export const evidenceFileName = (applicationNumber?: string | null) =>
  `Evidence-${(applicationNumber ?? '').replace(/[^\w-]+/g, '') || 'record'}.zip`;

export function EvidenceButton({ id, applicationNumber, size }: EvidenceButtonProps) {
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
  return (
    <Button
      size={size}
      startIcon={<ArchiveOutlined />}
      onClick={() => void download()}
      disabled={busy}
      sx={{ whiteSpace: 'nowrap' }}
      aria-label={`Evidence (ZIP)${applicationNumber ? ` of ${applicationNumber}` : ''}`}
    >
      Evidence (ZIP)
    </Button>
  );
}
