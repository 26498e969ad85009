import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Link } from '../api/portal';
import { AlertBanner } from '../components/AlertBanner';
import { useAlert } from '../components/useAlert';
import { MSG } from '../messages';
import { loadReceipt, receiptName, saveAs } from './receipt';
import { ReferralSurvey } from './ReferralSurvey';

interface Props {
  link: Link;
  applicationNumber: string | null;
  referral?: string[];
}

/** After submission: the number, the receipt (view / download), the emailed-PDF note and the survey. */
export function ApplicationReceipt({ link, applicationNumber, referral }: Props) {
  const [busy, setBusy] = useState(false);
  const { alert, show, close } = useAlert();

  async function download() {
    setBusy(true);
    try {
      saveAs(await loadReceipt(link), receiptName(applicationNumber));
    } catch (e) {
      show('error', (e as Error).message);
    }
    setBusy(false);
  }

  async function view() {
    // Opened before the request so the browser does not treat it as an unrequested pop-up.
    const win = window.open('', '_blank');
    setBusy(true);
    try {
      const url = await loadReceipt(link);
      if (win) win.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      win?.close();
      show('error', (e as Error).message);
    }
    setBusy(false);
  }

  return (
    <Box sx={{ textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, my: 1 }}>
        {MSG.applicationSubmitted}
      </Typography>
      <Typography variant="h6" component="p">
        Application # {applicationNumber}
      </Typography>
      <Typography sx={{ my: 2 }}>{MSG.applicationPdfEmailed}</Typography>
      <AlertBanner alert={alert} onClose={close} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={busy}
        >
          Download Application Receipt
        </Button>
        <Button variant="outlined" startIcon={<OpenInNewIcon />} onClick={() => void view()} disabled={busy}>
          View Application Receipt
        </Button>
      </Stack>
      <ReferralSurvey link={link} initial={referral} />
    </Box>
  );
}
