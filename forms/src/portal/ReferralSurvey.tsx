import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { portalApi, type Link } from '../api/portal';
import { AlertBanner } from '../components/AlertBanner';
import { useAlert } from '../components/useAlert';
import { MSG, REFERRAL_SOURCES } from '../messages';

/** 'How did you hear about us?.' — submit enabled once one source is ticked (customer-portal.md §2). */
export function ReferralSurvey({ link, initial = [] }: { link: Link; initial?: string[] }) {
  const [picked, setPicked] = useState<string[]>(initial);
  const [busy, setBusy] = useState(false);
  const { alert, show, close } = useAlert();

  const toggle = (source: string) =>
    setPicked((p) => (p.includes(source) ? p.filter((s) => s !== source) : [...p, source]));

  async function save() {
    setBusy(true);
    try {
      const res = await portalApi.setApplicationReferral(link, picked);
      if (res.success) show('success', MSG.surveySaved);
      else show('error', MSG.saveFailed);
    } catch {
      show('error', MSG.saveFailed);
    }
    setBusy(false);
  }

  return (
    <Box component="section" aria-labelledby="survey-heading" sx={{ mt: 4, textAlign: 'left' }}>
      <Typography id="survey-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {MSG.surveyQuestion}
      </Typography>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {REFERRAL_SOURCES.map((source) => (
          <FormControlLabel
            key={source}
            control={<Checkbox checked={picked.includes(source)} onChange={() => toggle(source)} />}
            label={source}
          />
        ))}
      </FormGroup>
      <AlertBanner alert={alert} onClose={close} />
      <Button
        variant="outlined"
        onClick={() => void save()}
        disabled={picked.length === 0 || busy}
        sx={{ mt: 1 }}
      >
        Submit
      </Button>
    </Box>
  );
}
