import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { PortalUnit } from '../api/portal';
import { usePageTitle } from '../components/usePageTitle';
import { MSG } from '../messages';
import { DivisionLogo } from '../themes/DivisionLogo';
import { divisionTheme, themeKeyFor } from '../themes/division-theme';

interface Props {
  /** The URL's division segment: it picks the theme (customer-portal.md §1). */
  division: string;
  /** What the page is, for the tab's title ('Credit application | UWL'). */
  title: string;
  /** The unit's settings from the API, once known: colours, name, links. */
  unit?: PortalUnit | null;
  children: ReactNode;
  /** Narrow pages (messages) or the wide form. */
  width?: 'sm' | 'md' | 'lg';
}

/** Header with the division's logo, the browser note, the page, and a footer with the division's links. */
export function PortalLayout({ division, title, unit, children, width = 'md' }: Props) {
  const themeKey = themeKeyFor(division);
  const theme = useMemo(() => divisionTheme(themeKey, unit?.theme), [themeKey, unit?.theme]);
  const name = unit?.theme?.displayName || unit?.name || division;
  usePageTitle(title, name);
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <Box
          component="header"
          sx={{ bgcolor: 'background.paper', borderTop: 6, borderColor: 'primary.main' }}
        >
          <Container
            maxWidth="lg"
            sx={{ py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <DivisionLogo themeKey={themeKey} code={unit?.code ?? division} name={name} />
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ flex: '0 1 280px' }}>
              {MSG.browserNote}
            </Typography>
          </Container>
        </Box>
        <Container
          component="main"
          maxWidth={width}
          sx={{ flex: 1, py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}
        >
          <Paper elevation={2} sx={{ p: { xs: 2, sm: 4 }, borderRadius: 2 }}>
            {children}
          </Paper>
        </Container>
        <PortalFooter unit={unit} name={name} />
      </Box>
    </ThemeProvider>
  );
}

function PortalFooter({ unit, name }: { unit?: PortalUnit | null; name: string }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'space-between', fontSize: 14 }}
      >
        <span>
          © {new Date().getFullYear()} {name}
        </span>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {unit?.onboardingEmail && (
            <Link color="inherit" href={`mailto:${unit.onboardingEmail}`}>
              {unit.onboardingEmail}
            </Link>
          )}
          {unit?.termsUrl && (
            <Link color="inherit" href={unit.termsUrl} target="_blank" rel="noopener noreferrer">
              Terms and Conditions
            </Link>
          )}
          {unit?.websiteUrl && (
            <Link color="inherit" href={unit.websiteUrl} target="_blank" rel="noopener noreferrer">
              Website
            </Link>
          )}
        </Box>
      </Container>
    </Box>
  );
}
