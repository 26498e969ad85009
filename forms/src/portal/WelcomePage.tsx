import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import DrawIcon from '@mui/icons-material/Draw';
import GroupsIcon from '@mui/icons-material/Groups';
import LockIcon from '@mui/icons-material/Lock';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { SvgIconComponent } from '@mui/icons-material';

/** An icon per step id of the wizards' definitions; a step without one gets the generic checklist icon. */
const STEP_ICONS: Record<string, SvgIconComponent> = {
  companyInformation: ApartmentIcon,
  billingInformation: ReceiptLongIcon,
  chbInformation: LocalShippingIcon,
  creditRequest: CreditScoreIcon,
  bankingInformation: AccountBalanceIcon,
  tradeReferences: GroupsIcon,
  eSign: DrawIcon,
  review: AssignmentTurnedInIcon,
};

export interface WelcomeStep {
  id: string;
  title: string;
}

const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Brave', href: 'https://brave.com/download/' },
];

/** The UWL / WDS welcome page shown before the form while the application has no company name. */
export function WelcomePage({
  divisionName,
  steps,
  onStart,
}: {
  divisionName: string;
  /** The wizard's own steps, so the welcome page names the same ones the form then walks through. */
  steps: WelcomeStep[];
  onStart: () => void;
}) {
  // Two rows on a wide screen (4 + 4 of the eight steps), two columns on a phone.
  const columns = steps.length > 5 ? Math.ceil(steps.length / 2) : steps.length;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Welcome!
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
        Thank you for your interest in partnering with {divisionName}.
      </Typography>
      <Box
        component="ol"
        aria-label="Steps of the application"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${columns}, 1fr)` },
        }}
      >
        {steps.map(({ id, title }, i) => {
          const Icon = STEP_ICONS[id] ?? AssignmentTurnedInIcon;
          return (
            <Box
              component="li"
              key={id}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
            >
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  mb: 1,
                }}
              >
                <Icon fontSize="large" aria-hidden />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i + 1}. {title}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          textAlign: 'left',
          mb: 4,
          mx: 'auto',
          maxWidth: 620,
        }}
      >
        <LockIcon color="secondary" />
        <Typography>
          This URL is secure and specific to your organization. It can be shared with others in your
          organization who can help complete the application.
        </Typography>
      </Box>
      <Button variant="contained" size="large" color="secondary" onClick={onStart} sx={{ px: 6, mb: 3 }}>
        GO TO THE FORM
      </Button>
      <Typography variant="body2" color="text.secondary">
        Supported browsers:{' '}
        {BROWSERS.map((b, i) => (
          <span key={b.name}>
            {i > 0 && ' · '}
            <Link href={b.href} target="_blank" rel="noopener noreferrer">
              {b.name}
            </Link>
          </span>
        ))}
      </Typography>
    </Box>
  );
}
