import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** One card of the credit file, titled, with its actions at the right of the title. */
export function Section(props: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={props.title} data-testid={props.testId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {props.title}
          </Typography>
          {props.actions}
        </Box>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** A label and its value, stacked. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}
