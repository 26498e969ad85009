import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG } from '../messages';
import { usePageTitle } from './usePageTitle';

/** 'Looks Like A Bad Check Came In!' with the error message and a refresh button. */
export function BadCheckPage({ message }: { message: string }) {
  usePageTitle(MSG.badCheckTitle);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }} elevation={4}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {MSG.badCheckTitle}
        </Typography>
        <Typography sx={{ mb: 2 }}>{MSG.badCheckText}</Typography>
        <Typography
          component="pre"
          sx={{
            p: 2,
            bgcolor: 'grey.100',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            textAlign: 'left',
            mb: 3,
          }}
        >
          {message}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </Paper>
    </Box>
  );
}
