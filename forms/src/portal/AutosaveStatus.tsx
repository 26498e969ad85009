import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import { MSG } from '../messages';
import type { AutosaveState } from './useAutosave';

const STATE_TEXT: Record<AutosaveState, string> = {
  idle: '',
  saving: MSG.draftSaving,
  saved: MSG.draftSaved,
  failed: MSG.draftSaveFailed,
};

/** The note that answers are kept (every customer form says so), with the draft's save state beside it. */
export function AutosaveStatus({ note, state = 'idle' }: { note: string; state?: AutosaveState }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 3 }}>
      <CloudDoneOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2" color="text.secondary">
        {note}{' '}
        <Box component="span" role="status" sx={{ fontWeight: 600 }}>
          {STATE_TEXT[state]}
        </Box>
      </Typography>
    </Box>
  );
}
