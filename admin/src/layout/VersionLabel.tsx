import { Box, Typography } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { APP_VERSION } from '@cp/schemas/messages/console';

/** The version label at the bottom of the side menu (back-office.md §1). */
export function VersionLabel() {
  const [open] = useSidebarState();
  return (
    <Box sx={{ mt: 'auto', px: open ? 2 : 0.5, py: 1.5, textAlign: open ? 'left' : 'center' }}>
      <Typography variant="caption" color="text.secondary" data-testid="app-version">
        {open ? `Version ${APP_VERSION}` : APP_VERSION}
      </Typography>
    </Box>
  );
}
