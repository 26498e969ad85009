import { useRef, useState } from 'react';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { HttpError, useNotify, useRecordContext } from 'react-admin';
import type { OnboardingPacket, UnitRecord } from '@cp/schemas/contracts/units-admin';
import { PACKET_PDF_ONLY, PACKET_UNAVAILABLE, packetUploadConfirm } from '@cp/schemas/messages/units-admin';
import { useAbility } from '../auth/AbilityContext';
import { ActionDialog } from '../dialogs/ActionDialog';
import { formatDate } from '../submissions/format';
import { saveBlob } from '../submissions/api';
import type { UnitAdminKind } from './kind';
import { serverFailure, useUnitsAdminApi } from './useUnitsAdminApi';

/**
 * Onboarding Packet (back-office.md §2, §4, §5 'Uploads'): the packet's file name and last-modified date,
 * Upload (PDF only, after the overwrite question) and Download (the division's own packet, else its email
 * template family's).
 */
export function PacketCard({ kind }: { kind: UnitAdminKind }) {
  const record = useRecordContext<UnitRecord>();
  const api = useUnitsAdminApi(kind.resource);
  const notify = useNotify();
  const canUpload = useAbility().can('uploadPacket', kind.subject);
  const input = useRef<HTMLInputElement>(null);
  const [packet, setPacket] = useState<OnboardingPacket | undefined>(record?.packet);
  const [file, setFile] = useState<File>();
  if (!record || !packet) return null;

  const pick = (f: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!f) return;
    if (!/\.pdf$/i.test(f.name)) return notify(PACKET_PDF_ONLY, { type: 'warning' });
    setFile(f);
  };
  const upload = async () => {
    const { message, data } = await api.uploadPacket(record.id, file as File);
    setPacket({ source: 'own', fileName: data.fileName, lastModified: new Date().toISOString() });
    return message;
  };
  const download = async () => {
    try {
      saveBlob(await api.downloadPacket(record.id), packet.fileName ?? 'packet.pdf');
    } catch (e) {
      notify(e instanceof HttpError && e.message ? e.message : PACKET_UNAVAILABLE, { type: 'warning' });
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader title="Onboarding Packet" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography noWrap data-testid="packet-file-name">
              {packet.fileName ?? PACKET_UNAVAILABLE}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {packet.source === 'family'
                ? 'Packet of the email template family'
                : packet.lastModified
                  ? `Last modified ${formatDate(packet.lastModified)}`
                  : ''}
            </Typography>
          </Stack>
          {canUpload && (
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
              Upload
            </Button>
          )}
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
            Download
          </Button>
          <input
            ref={input}
            type="file"
            accept=".pdf,application/pdf"
            hidden
            aria-label="Onboarding packet file"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </Stack>
      </CardContent>
      <ActionDialog
        open={!!file}
        title="Upload Onboarding Packet"
        action={{ label: 'Upload' }}
        onClose={() => setFile(undefined)}
        run={upload}
        failure={serverFailure}
        onDone={() => setFile(undefined)}
      >
        {packetUploadConfirm(record.name)}
      </ActionDialog>
    </Card>
  );
}
