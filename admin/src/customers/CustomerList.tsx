import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  type Identifier,
} from 'react-admin';
import type { CustomerRow } from '@cp/schemas/contracts/customers';
import { ServerExportButton } from '../lists/ServerExportButton';
import { customerListQuery } from './dataProvider';
import { formatDunsNumber, formatTaxId } from './format';

/** The export reads the list route's own query (search, submission), every page of it. */
const exportQuery = ({ filterValues }: { filterValues: Record<string, unknown> }) =>
  new URLSearchParams(customerListQuery({ filter: filterValues }).split('?')[1]);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, tax id, DUNS or customer code" />,
];
const filePath = (id: Identifier) => `/customers/${id}`;

/**
 * Customers (issue 29 item 5): one row per credit file the user may see, searched by name, tax id, DUNS or
 * customer code; the search and page live in the URL (react-admin's list controller).
 */
export function CustomerList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    // No filter menu: the search is the one filter. Export writes every match on the server (README 'Exports').
    <List
      title="Customers"
      perPage={25}
      filters={filters}
      sort={{ field: 'legalName', order: 'ASC' }}
      actions={
        <TopToolbar>
          <ServerExportButton list="customers" query={exportQuery} />
        </TopToolbar>
      }
      exporter={false}
    >
      {phone ? (
        <SimpleList<CustomerRow>
          primaryText={(r) => r.legalName || '—'}
          secondaryText={(r) =>
            [formatTaxId(r.taxId), r.customerCodes.join(', ')].filter(Boolean).join(' · ')
          }
          tertiaryText={(r) => `${r.submissionCount} submitted`}
          linkType={(r) => filePath(r.id)}
        />
      ) : (
        <Datagrid rowClick={(id) => filePath(id)} bulkActionButtons={false} sort={undefined}>
          <TextField source="legalName" label="Legal name" sortable={false} />
          <FunctionField<CustomerRow>
            label="Tax id"
            sortable={false}
            render={(r) => formatTaxId(r.taxId) || '—'}
          />
          <FunctionField<CustomerRow>
            label="DUNS"
            sortable={false}
            render={(r) => formatDunsNumber(r.duns) || '—'}
          />
          <FunctionField<CustomerRow>
            label="Customer codes"
            sortable={false}
            render={(r) => r.customerCodes.join(', ') || '—'}
          />
          <NumberField source="submissionCount" label="Submissions" sortable={false} />
          <FunctionField<CustomerRow>
            label="Group"
            sortable={false}
            render={(r) => (r.parentId ? 'Subsidiary' : '')}
          />
        </Datagrid>
      )}
    </List>
  );
}
