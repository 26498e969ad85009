import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import type { LinkRecord } from '../api/portal';
import { MSG } from '../messages';

/** The short form's final page: the form number, the emailed PDF, FINISH to the division's website. */
export function ActivationSubmitted({ record }: { record: LinkRecord }) {
  const website = record.unit.websiteUrl;
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {MSG.activationSubmitted}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        Form #: {record.applicationNumber}
      </Typography>
      <Typography sx={{ mb: 3 }}>{MSG.activationPdfEmailed}</Typography>
      <Button variant="contained" size="large" href={website || '/'} disabled={!website}>
        FINISH
      </Button>
    </Box>
  );
}
