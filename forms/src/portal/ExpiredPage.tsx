import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { linkExpiredFor } from '@cp/schemas/messages/portal';
import type { PortalUnit } from '../api/portal';
import { PortalLayout } from './PortalLayout';

interface Props {
  division: string;
  unit: PortalUnit | null;
  onboardingEmail: string;
  /** The form the link belongs to: the sentence asks for a new one of the same kind. */
  form?: 'activation' | 'application';
  /** A link to something else than a customer form (a reference request) says so in its own sentence. */
  sentence?: string;
}

/** The division's 'Authentication Invalid' page for a link the server refused. */
export function ExpiredPage({ division, unit, onboardingEmail, form = 'application', sentence: own }: Props) {
  const sentence = own ?? linkExpiredFor(form, onboardingEmail);
  // The onboarding address is a mailto link inside the spec's sentence (the text stays word for word).
  const [before, after] = onboardingEmail ? sentence.split(onboardingEmail) : [sentence, ''];
  return (
    <PortalLayout division={division} title="Authentication Invalid" unit={unit} width="sm">
      <Box sx={{ textAlign: 'center' }}>
        <LinkOffIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          Authentication Invalid
        </Typography>
        <Typography>
          {before}
          {onboardingEmail && (
            <>
              <Link href={`mailto:${onboardingEmail}`}>{onboardingEmail}</Link>
              {after}
            </>
          )}
        </Typography>
      </Box>
    </PortalLayout>
  );
}
