import { Alert, Box, Breadcrumbs, Grid, Link, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RecordLoadState, retryUnlessNotFound } from '../submissions/RecordLoadState';
import type { CustomerFileRecord } from './dataProvider';
import { GroupSection } from './GroupSection';
import { IdentitySection } from './IdentitySection';
import { LimitsSection } from './LimitsSection';
import { SubmissionsSection } from './SubmissionsSection';
import { SuggestionsSection } from './SuggestionsSection';
import { TimelineSection } from './TimelineSection';
import { ReviewSection } from '../reviews/ReviewSection';

/**
 * The credit file (/customers/{id}, issue 29 item 5): identity, group, every submission the user may see,
 * 'possibly the same customer' suggestions and the timeline, as cards (one column on a phone). A user who
 * may not change the file sees it read-only.
 */
export function CustomerFilePage() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useGetOne<CustomerFileRecord>(
    'customers',
    // A meta of its own: the list (and the details pages' link) pre-fill the getOne cache with list rows,
    // which lack the file's parts.
    { id, meta: { file: true } },
    { enabled: !!id, retry: retryUnlessNotFound },
  );
  const crumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/customers" underline="hover">
        Customers
      </Link>
      <Typography color="text.primary">{data?.identity.legalName || 'Credit file'}</Typography>
    </Breadcrumbs>
  );
  if (isPending || error || !data)
    return (
      <Box sx={{ p: 2 }}>
        {crumbs}
        <RecordLoadState isPending={isPending} error={error} noun="customer" listPath="/customers" />
      </Box>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      {crumbs}
      <Typography variant="h5" component="h1" sx={{ mb: 2, wordBreak: 'break-word' }}>
        {data.identity.legalName || 'Unnamed customer'}
      </Typography>
      {data.canChange ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          Read only: you may not change this credit file.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <IdentitySection identity={data.identity} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <GroupSection file={data} />
        </Grid>
        <Grid size={12}>
          <LimitsSection file={data} />
        </Grid>
        <Grid size={12}>
          <ReviewSection entityId={data.identity.id} />
        </Grid>
        <Grid size={12}>
          <SubmissionsSection file={data} />
        </Grid>
        {data.suggestions.length ? (
          <Grid size={12}>
            <SuggestionsSection file={data} />
          </Grid>
        ) : null}
        <Grid size={12}>
          <TimelineSection events={data.timeline} />
        </Grid>
      </Grid>
    </Box>
  );
}
