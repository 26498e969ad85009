import { useParams } from '../router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { MSG } from '../messages';
import { PortalLayout } from './PortalLayout';

/** Where the signing service returns the customer (customer-portal.md §2), themed by the URL's division. */
export default function DocuSignCompletePage() {
  const { division = '' } = useParams();
  return (
    <PortalLayout division={division} title={MSG.docuSignTitle} width="sm">
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <TaskAltIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {MSG.docuSignTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{MSG.docuSignThanks}</Typography>
        <Typography color="text.secondary">{MSG.docuSignClose}</Typography>
      </Box>
    </PortalLayout>
  );
}
