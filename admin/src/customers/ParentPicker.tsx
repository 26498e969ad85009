import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import type { CustomerRow } from '@cp/schemas/contracts/customers';
import { formatTaxId } from './format';

/** Picks another customer the user may see, searched as the Customers list searches (name, tax id, code…). */
export function ParentPicker(props: {
  excludeId: string;
  value: CustomerRow | null;
  onChange: (row: CustomerRow | null) => void;
  error?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const { data = [], isPending } = useGetList<CustomerRow>('customers', {
    filter: { q: typed },
    pagination: { page: 1, perPage: 10 },
  });
  return (
    <Autocomplete
      options={data.filter((r) => r.id !== props.excludeId)}
      loading={isPending}
      value={props.value}
      onChange={(_e, row) => props.onChange(row)}
      onInputChange={(_e, text) => setTyped(text)}
      filterOptions={(options) => options}
      getOptionLabel={(r) => [r.legalName, formatTaxId(r.taxId)].filter(Boolean).join(' · ')}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Parent customer"
          margin="dense"
          required
          error={props.error}
          helperText={props.error ? 'Choose the parent' : undefined}
        />
      )}
    />
  );
}
