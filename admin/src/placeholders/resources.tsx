import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import type { ResourceProps } from 'react-admin';
import { PlaceholderList } from './PlaceholderList';

type ResourceParts = Pick<ResourceProps, 'list' | 'show' | 'edit' | 'create' | 'icon'>;

/** `{ list, icon }` to spread into a <Resource>, until the resource's own folder replaces it. */
function placeholder(title: string, icon: ResourceParts['icon'], emptyTitle: string, emptyText: string) {
  const Icon = icon as NonNullable<typeof icon>;
  const list = () => (
    <PlaceholderList title={title} icon={Icon} emptyTitle={emptyTitle} emptyText={emptyText} />
  );
  return { list, icon } satisfies ResourceParts;
}

export const applicationsPlaceholder = placeholder(
  'Applications',
  AssignmentIcon,
  'No credit applications to show',
  'Credit applications of the selected company or division appear here once customers are invited.',
);
