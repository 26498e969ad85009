import { Box, Button, Typography } from '@mui/material';

/**
 * The empty-state image of the list (§2): an empty inbox tray, drawn inline so it ships with the bundle.
 * Under a search it names the search and offers to clear it (issue 15 item 9).
 */
export function EmptyState(props: {
  label: string;
  testId: string;
  noun: string;
  search?: string;
  onClearSearch?: () => void;
}) {
  const { label, testId, noun, search, onClearSearch } = props;
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }} data-testid={testId}>
      <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-label={`No ${noun}`}>
        <ellipse cx="80" cy="108" rx="60" ry="8" fill="#e3e8ef" />
        <path d="M30 60 L50 25 H110 L130 60 V95 H30 Z" fill="#f5f7fa" stroke="#9aa5b1" strokeWidth="3" />
        <path
          d="M30 60 H60 C60 70 68 76 80 76 C92 76 100 70 100 60 H130"
          fill="none"
          stroke="#9aa5b1"
          strokeWidth="3"
        />
        <line x1="62" y1="40" x2="98" y2="40" stroke="#c4cdd5" strokeWidth="3" strokeLinecap="round" />
        <line x1="58" y1="50" x2="102" y2="50" stroke="#c4cdd5" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Typography variant="h6" sx={{ mt: 1 }}>
        {search ? `No ${label} match “${search}”` : `No ${label} to show`}
      </Typography>
      {search && onClearSearch ? (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={onClearSearch}>
          Clear search
        </Button>
      ) : null}
    </Box>
  );
}
