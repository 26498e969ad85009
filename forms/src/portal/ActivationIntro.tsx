import Typography from '@mui/material/Typography';
import type { LinkRecord } from '../api/portal';

/**
 * The activation form's heading and introduction. The page shows them as soon as the record is loaded, while the
 * forms engine still loads below (issue 17: the page's largest text, its LCP element, no longer waits for the
 * engine; the engine's skeleton holds the form's place).
 */
export function ActivationIntro({ record }: { record: LinkRecord }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {record.definition?.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Please complete each section below. Fields marked with * are required. The form is sent for{' '}
        {record.email}.
      </Typography>
    </>
  );
}
