import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import DrawIcon from '@mui/icons-material/Draw';
import LockIcon from '@mui/icons-material/Lock';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

const STEPS = [
  { label: 'Company Information', Icon: ApartmentIcon },
  { label: 'Billing & Customs Broker', Icon: ReceiptLongIcon },
  { label: 'Credit Request', Icon: CreditScoreIcon },
  { label: 'Banking & Trade References', Icon: AccountBalanceIcon },
  { label: 'E-Sign', Icon: DrawIcon },
];

const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Brave', href: 'https://brave.com/download/' },
];

/** The UWL / WDS welcome page shown before the form while the application has no company name. */
export function WelcomePage({ divisionName, onStart }: { divisionName: string; onStart: () => void }) {
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
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
        }}
      >
        {STEPS.map(({ label, Icon }, i) => (
          <Box
            component="li"
            key={label}
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
              <Icon fontSize="large" />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {i + 1}. {label}
            </Typography>
          </Box>
        ))}
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
