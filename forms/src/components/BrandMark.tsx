import Box from '@mui/material/Box';

/** The portal's own wordmark on the sign-in screens (the divisions have theirs in themes/logos). */
export function BrandMark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#0b3d5c" />
        <path
          d="M8 22V10h9a5 5 0 0 1 0 10h-5"
          fill="none"
          stroke="#f5a623"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <Box sx={{ lineHeight: 1.1 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 800, fontSize: 20, color: '#0b3d5c' }}>
          Credit Portal
        </Box>
        <Box
          component="span"
          sx={{ display: 'block', fontSize: 12, color: 'text.secondary', letterSpacing: 1 }}
        >
          TRADE CREDIT &amp; ACTIVATIONS
        </Box>
      </Box>
    </Box>
  );
}
