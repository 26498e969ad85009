import {
  Datagrid,
  DateField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  FilterButton,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { ServerExportButton } from '../lists/ServerExportButton';
import { SubmissionLink, UnitField } from './BelongsTo';
import { DeadLetterAlert } from './DeadLetterAlert';
import { EmailLogPhoneList } from './EmailLogPhoneList';
import { EsignFailureAlert } from './EsignFailureAlert';
import { FailedJobsAlert } from './FailedJobsAlert';
import { MailboxLinksNotice } from './MailboxLinksNotice';
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
      { id: 'undelivered', name: 'Undelivered (failed or dead)' },
    ]}
  />,
  // A company's emails with its divisions' (the API's unitId filter).
  <ReferenceInput key="unitId" source="unitId" reference="companies" label="Company">
    <SelectInput label="Company" optionText="name" />
  </ReferenceInput>,
];

/**
 * Every email the product sent or tried to send, newest first (super admins only), under an alert while
 * any could not be delivered, and one while e-signature jobs failed (their dead letters on the job queue); a notice
 * says so while the development mode shows one-time links in full.
 */
export function EmailLogList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sx={{ minWidth: 0, maxWidth: '100%', '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
      title="Email log"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      // The alerts show before the first email too: a background job can fail while the log is empty.
      empty={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ServerExportButton list="email-log" />
        </TopToolbar>
      }
    >
      <MailboxLinksNotice />
      <DeadLetterAlert />
      <EsignFailureAlert />
      <FailedJobsAlert />
      {/* On a phone each email is an entry with all its columns; the table would show the recipient alone. */}
      {phone ? (
        <EmailLogPhoneList />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto', maxWidth: '100%' } }}
        >
          <TextField source="toAddress" label="Recipient" />
          <TextField source="subject" label="Subject" />
          <UnitField label="Unit" />
          <SubmissionLink label="Application / activation" />
          <StatusChip label="Status" />
          <NumberField source="attempts" label="Attempts" />
          <DateField source="createdAt" label="Time" showTime />
        </Datagrid>
      )}
    </List>
  );
}
