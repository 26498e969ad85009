import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  type Identifier,
} from 'react-admin';
import type { CustomerRow } from '@cp/schemas/contracts/customers';
import { formatDunsNumber, formatTaxId } from './format';

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
    // No export or filter menu: the search is the one filter, and the API pages at most 100 rows.
    <List
      title="Customers"
      perPage={25}
      filters={filters}
      sort={{ field: 'legalName', order: 'ASC' }}
      actions={false}
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
