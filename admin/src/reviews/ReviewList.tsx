import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  type Identifier,
} from 'react-admin';
import { REVIEW_REASON_LABELS, type ReviewRow } from '@cp/schemas/contracts/reviews';
import { formatDate } from '../submissions/format';
import { ServerExportButton } from '../lists/ServerExportButton';
import { reviewListQuery } from './dataProvider';
import { DueChip } from './DueChip';

/** The export reads the list route's own query (due or all), every page of it. */
const exportQuery = ({ filterValues }: { filterValues: Record<string, unknown> }) =>
  new URLSearchParams(reviewListQuery({ filter: filterValues }).split('?')[1]);

const SHOW = [
  { id: 'true', name: 'Due now' },
  { id: 'false', name: 'All scheduled' },
];
const filters = [
  <SelectInput
    key="due"
    source="due"
    label="Show"
    choices={SHOW}
    alwaysOn
    emptyText={false as never}
    helperText={false}
  />,
];
const filePath = (id: Identifier) => `/customers/${id}`;
const dueText = (r: ReviewRow) =>
  r.overdueDays > 0 ? `${r.overdueDays} days overdue` : r.overdueDays === 0 ? 'due today' : 'scheduled';

function Empty() {
  return (
    <Typography sx={{ p: 3 }} role="status">
      No credit review is due. Customers come due a set time after their last approval (each unit’s
      information card says how many months), or sooner when an AR import shows them over 85 % of their limit.
    </Typography>
  );
}

/**
 * Credit reviews (issue 29 item 7): the customers whose periodic review is due — overdue first — or every
 * scheduled review; the choice lives in the URL. A row opens the credit file, where 'Review done' is.
 */
export function ReviewList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Credit reviews"
      perPage={25}
      filters={filters}
      filterDefaultValues={{ due: 'true' }}
      sort={{ field: 'nextReviewOn', order: 'ASC' }}
      actions={
        <TopToolbar>
          <ServerExportButton list="reviews" query={exportQuery} />
        </TopToolbar>
      }
      exporter={false}
      empty={false}
      aside={undefined}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        Customers due for their periodic credit review. Open one to check its limit against its exposure and
        mark the review done.
      </Typography>
      {phone ? (
        <SimpleList<ReviewRow>
          primaryText={(r) => r.legalName || '—'}
          secondaryText={(r) => `Review ${formatDate(r.nextReviewOn)} · ${dueText(r)}`}
          tertiaryText={(r) => r.units.join(', ')}
          linkType={(r) => filePath(r.id)}
          empty={<Empty />}
        />
      ) : (
        <Datagrid
          rowClick={(id) => filePath(id)}
          bulkActionButtons={false}
          sort={undefined}
          empty={<Empty />}
        >
          <TextField source="legalName" label="Customer" sortable={false} />
          <FunctionField<ReviewRow>
            label="Review due"
            sortable={false}
            render={(r) => formatDate(r.nextReviewOn)}
          />
          <FunctionField<ReviewRow>
            label="Status"
            sortable={false}
            render={(r) => <DueChip overdueDays={r.overdueDays} />}
          />
          <FunctionField<ReviewRow>
            label="Why"
            sortable={false}
            render={(r) => REVIEW_REASON_LABELS[r.reason]}
          />
          <FunctionField<ReviewRow>
            label="Approved at"
            sortable={false}
            render={(r) => r.units.join(', ') || '—'}
          />
          <FunctionField<ReviewRow>
            label="Last approval"
            sortable={false}
            render={(r) => formatDate(r.lastApprovedOn) || '—'}
          />
        </Datagrid>
      )}
    </List>
  );
}
