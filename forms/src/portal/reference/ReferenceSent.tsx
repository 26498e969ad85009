import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { REFERENCE_PAGE as M } from './messages';

/** After the answer: thanks, and nothing else to do (no link into the app: a reference has no account). */
export function ReferenceSent({ unitName }: { unitName: string }) {
  return (
    <Box sx={{ textAlign: 'center' }} role="status">
      <CheckCircleOutlineIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {M.thanks(unitName)}
      </Typography>
      <Typography>{M.nothingElse}</Typography>
    </Box>
  );
}
