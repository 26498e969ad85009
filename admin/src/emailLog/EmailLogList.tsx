import {
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  FilterButton,
} from 'react-admin';
import { StatusChip } from './StatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Recipient or subject" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'pending', name: 'Pending' },
      { id: 'sent', name: 'Sent' },
      { id: 'failed', name: 'Failed' },
      { id: 'dead', name: 'Dead' },
    ]}
  />,
];

/** Every email the product sent or tried to send, newest first (super admins only). */
export function EmailLogList() {
  return (
    <List
      title="Email log"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="toAddress" label="Recipient" />
        <TextField source="subject" label="Subject" />
        <StatusChip label="Status" />
        <NumberField source="attempts" label="Attempts" />
        <DateField source="createdAt" label="Time" showTime />
      </Datagrid>
    </List>
  );
}
