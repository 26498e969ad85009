import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BrandMark } from './BrandMark';
import { usePageTitle } from './usePageTitle';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children }: Props) {
  usePageTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #0b3d5c 0%, #14507a 45%, #e8eef3 45%, #f4f6f8 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, borderRadius: 3 }} elevation={8}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ mb: 3 }}>
            <BrandMark />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 0.5 : 2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
