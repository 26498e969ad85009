import type { ComponentType } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

export interface PlaceholderListProps {
  title: string;
  icon: ComponentType<{ sx?: object }>;
  emptyTitle: string;
  emptyText: string;
}

/** A titled list page with its empty state, for resources whose lists arrive in later issues. */
export function PlaceholderList({ title, icon: Icon, emptyTitle, emptyText }: PlaceholderListProps) {
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2, color: 'primary.main' }}>
        {title}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent
          sx={{
            py: { xs: 6, sm: 10 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <Box
            sx={{
              width: 72,
              height: 72,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(31,138,130,0.10)',
              color: 'secondary.main',
            }}
          >
            <Icon sx={{ fontSize: 36 }} />
          </Box>
          <Typography variant="h6" component="h2" sx={{ textAlign: 'center' }}>
            {emptyTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 440, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
