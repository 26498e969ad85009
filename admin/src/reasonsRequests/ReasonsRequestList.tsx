import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextField } from 'react-admin';
import type { ReasonsRequestItem } from '@cp/schemas/contracts/regb';
import { ClockChip, clockText } from './ClockChip';
import { SendStatementButton } from './SendStatementButton';

const SHOW = [
  { id: 'open', name: 'Open' },
  { id: 'sent', name: 'Sent' },
];
const filters = [
  <SelectInput key="state" source="state" label="Show" choices={SHOW} alwaysOn helperText={false} />,
];
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');
const recordPath = (r: ReasonsRequestItem) => `/${r.resource}/details/${r.id}`;

function Empty() {
  return (
    <Typography sx={{ p: 3 }} role="status">
      No request for a statement of reasons. An applicant requests one from the link in its denial email
      within 60 days of the notice.
    </Typography>
  );
}

/**
 * 'Reasons requested' (README 'Regulation B'): the requests for the written statement of specific reasons,
 * with their 30-day clock, open or sent (the filter lives in the URL); a row opens the denied record.
 */
export function ReasonsRequestList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Reasons requested"
      perPage={25}
      filters={filters}
      filterDefaultValues={{ state: 'open' }}
      sort={{ field: 'dueAt', order: 'ASC' }}
      actions={false}
      exporter={false}
      empty={false}
    >
      {phone ? (
        <SimpleList<ReasonsRequestItem>
          primaryText={(r) => `${r.companyName || '—'} · # ${r.applicationNumber}`}
          secondaryText={(r) => `Requested ${day(r.requestedAt)} · ${clockText(r)}`}
          tertiaryText={(r) => r.unitName}
          linkType={(r) => recordPath(r as ReasonsRequestItem)}
          empty={<Empty />}
        />
      ) : (
        <Datagrid
          rowClick={(_id, _resource, r) => recordPath(r as ReasonsRequestItem)}
          bulkActionButtons={false}
          empty={<Empty />}
        >
          <TextField source="applicationNumber" label="Application #" sortable={false} />
          <TextField source="companyName" label="Company" sortable={false} />
          <TextField source="unitName" label="Unit" sortable={false} />
          <FunctionField<ReasonsRequestItem>
            label="Requested"
            sortable={false}
            render={(r) => day(r.requestedAt)}
          />
          <FunctionField<ReasonsRequestItem> source="dueAt" label="Due" render={(r) => day(r.dueAt)} />
          <FunctionField<ReasonsRequestItem>
            label="Clock"
            sortable={false}
            render={(r) => <ClockChip record={r} />}
          />
          <FunctionField<ReasonsRequestItem>
            label="Reasons"
            sortable={false}
            render={(r) => r.reasons.join('; ')}
          />
          <FunctionField<ReasonsRequestItem>
            label=""
            sortable={false}
            render={(r) => <SendStatementButton record={r} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
