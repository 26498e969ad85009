import type { ReactNode } from 'react';
import { Grid, Typography, type GridSize } from '@mui/material';

type Sizes = Partial<Record<'xs' | 'sm' | 'md', GridSize>>;

/** One labelled value of a details page (an em dash when empty), in a grid cell of `size`. */
export function DetailField(props: { label: string; value: ReactNode; size?: Sizes }) {
  const { label, value, size = { xs: 6, md: 3 } } = props;
  return (
    <Grid size={size}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </Grid>
  );
}
