import { Typography } from '@mui/material';
import { useResourceDefinitions } from 'react-admin';
import { useLocation } from 'react-router-dom';

const TITLES: Record<string, string> = {
  applications: 'Applications',
  activations: 'Customer Activations',
  customers: 'Customers',
  reviews: 'Credit reviews',
  'reasons-requests': 'Reasons requested',
  'ar-imports': 'AR import',
  companies: 'Companies',
  divisions: 'Divisions',
  users: 'Users',
  'email-log': 'Email log',
  'form-definitions': 'Forms',
  sanctions: 'Sanctions lists',
  scorecards: 'Scorecards',
  analytics: 'Analytics',
  webhooks: 'Webhooks',
};

/**
 * The page title for a path: `/` shows the credit application list, unknown paths the Customer Activations
 * list (back-office.md §2 'Routes'), so each is titled by what it shows.
 */
export function titleForPath(pathname: string, registered?: ReadonlySet<string>): string {
  const [first = ''] = pathname.split('/').filter(Boolean);
  if (!first) return TITLES.applications;
  // A page this user has no resource for (a Read Only user at /email-log) shows the activations list.
  if (registered && !registered.has(first)) return TITLES.activations;
  return TITLES[first] ?? TITLES.activations;
}

/**
 * The app bar title when the page sets none through react-admin's <Title>: CSS hides it as soon as the
 * title portal (#react-admin-title) has content, so a page's own title always wins.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  const registered = new Set(Object.keys(useResourceDefinitions()));
  return (
    <Typography
      variant="h6"
      component="span"
      className="route-title"
      sx={{
        flex: 1,
        minWidth: 0,
        fontSize: { xs: '1rem', sm: '1.15rem' },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {titleForPath(pathname, registered)}
    </Typography>
  );
}
